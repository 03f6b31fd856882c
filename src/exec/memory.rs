//! The memory a kernel runs against: SVM (a sparse 64-bit address space of
//! allocations), untyped surfaces by binding-table index, SLM, and typed
//! images. Shared by the emulator and the reference interpreter; it knows
//! nothing of vISA or LLVM.
//!
//! Two access disciplines, as the pages define them:
//! * SVM and stateless accesses outside every allocation are a [`Fault`]
//!   (the run stops and reports lane and address; the host never crashes);
//! * untyped surfaces, SLM and images are bounded: out-of-bounds reads give
//!   zeros and out-of-bounds writes are dropped.

use indexmap::IndexMap;

/// Binding-table index of SLM (T0).
pub const BTI_SLM: u8 = 254;
/// Binding-table index of stateless memory (T5): flat addresses into SVM.
pub const BTI_STATELESS: u8 = 255;

/// A memory space: where an address points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// SVM: addresses are absolute.
    Svm,
    /// SLM: byte offsets.
    Slm,
    /// An untyped surface by binding-table index (byte offsets).
    Surface(u8),
    /// A typed image by binding-table index (byte offsets in its data).
    Image(u8),
}

impl Space {
    /// The bytes of this space in `memory` and the address of the first one.
    pub fn bytes(self, memory: &Memory) -> Vec<(u64, &[u8], String)> {
        match self {
            Space::Svm => memory
                .svm
                .allocations()
                .iter()
                .map(|a| (a.base, a.bytes.as_slice(), format!("buffer {}", a.name)))
                .collect(),
            Space::Slm => vec![(0, memory.slm.as_slice(), "slm".to_string())],
            Space::Surface(bti) => memory
                .surfaces
                .get(&bti)
                .map(|b| vec![(0, b.as_slice(), format!("surface bti {bti}"))])
                .unwrap_or_default(),
            Space::Image(bti) => memory
                .images
                .get(&bti)
                .map(|i| vec![(0, i.data.as_slice(), format!("image {}", i.name))])
                .unwrap_or_default(),
        }
    }
}

/// An access outside every SVM allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub address: u64,
    pub len: u32,
}

/// One SVM allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    pub name: String,
    pub base: u64,
    pub bytes: Vec<u8>,
}

impl Allocation {
    /// Past the last byte: up to 2^64, so wider than an address.
    pub fn end(&self) -> u128 {
        u128::from(self.base) + self.bytes.len() as u128
    }
}

/// The SVM address space: allocations that do not overlap, sorted by base.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Svm {
    allocations: Vec<Allocation>,
}

/// Image dimensionality (the rows of the TYPED_ATOMIC Notes table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageKind {
    D1,
    D1Array,
    D2,
    D2Array,
    D3,
}

/// Texel formats the emulator supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImageFormat {
    R32Uint,
    R32Sint,
    R32Float,
    R16Uint,
    R16Sint,
}

/// A typed image with its mip chain. Layout of `data`: mip levels in order;
/// within a level, array slices (or depth slices for 3D) in order; within a
/// slice, rows; within a row, texels of `format.bytes()` bytes, little-endian.
/// Level `l` has width `max(1, width >> l)`, likewise height and (3D only)
/// depth; the array size does not shrink.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub name: String,
    pub kind: ImageKind,
    pub format: ImageFormat,
    pub width: u32,
    pub height: u32,
    pub depth: u32,
    pub array_size: u32,
    pub mips: u32,
    pub data: Vec<u8>,
}

/// Everything a kernel can address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Memory {
    pub svm: Svm,
    /// Shared local memory (T0, binding-table index 254).
    pub slm: Vec<u8>,
    /// Untyped surfaces by binding-table index (0..=253).
    pub surfaces: IndexMap<u8, Vec<u8>>,
    /// Typed images by binding-table index (0..=253).
    pub images: IndexMap<u8, Image>,
}

impl Svm {
    /// Adds an allocation at `base`. Fails if it is empty, wraps past the top
    /// of the address space, or overlaps another allocation or its name.
    pub fn allocate(&mut self, name: &str, base: u64, bytes: Vec<u8>) -> Result<(), String> {
        let len = bytes.len() as u64;
        if len == 0 {
            return Err(format!("allocation `{name}` is empty"));
        }
        // An allocation may end exactly at 2^64: ends are counted past u64.
        let end = u128::from(base) + u128::from(len);
        if end > 1 << 64 {
            return Err(format!("allocation `{name}` at {base:#x} wraps past 2^64"));
        }
        if self.allocations.iter().any(|a| a.name == name) {
            return Err(format!("two allocations are named `{name}`"));
        }
        if let Some(other) = self.allocations.iter().find(|a| u128::from(base) < a.end() && u128::from(a.base) < end) {
            return Err(format!(
                "allocation `{name}` [{base:#x}, {end:#x}) overlaps `{}` [{:#x}, {:#x})",
                other.name,
                other.base,
                other.end()
            ));
        }
        let at = self.allocations.partition_point(|a| a.base < base);
        self.allocations.insert(at, Allocation { name: name.to_string(), base, bytes });
        Ok(())
    }

    /// Removes the allocation named `name` (a frame's private memory at its return).
    pub fn free(&mut self, name: &str) -> Option<Allocation> {
        let at = self.allocations.iter().position(|a| a.name == name)?;
        Some(self.allocations.remove(at))
    }

    pub fn allocations(&self) -> &[Allocation] {
        &self.allocations
    }

    pub fn allocation(&self, name: &str) -> Option<&Allocation> {
        self.allocations.iter().find(|a| a.name == name)
    }

    /// The allocation holding all of `[address, address + len)` and the
    /// offset of `address` in it.
    fn locate(&self, address: u64, len: usize) -> Result<(usize, usize), Fault> {
        let fault = || Fault { address, len: u32::try_from(len).unwrap_or(u32::MAX) };
        // The last allocation starting at or below `address`.
        let index = self.allocations.partition_point(|a| a.base <= address).checked_sub(1).ok_or_else(fault)?;
        let alloc = &self.allocations[index];
        let offset = usize::try_from(address - alloc.base).map_err(|_| fault())?;
        match offset.checked_add(len) {
            Some(end) if end <= alloc.bytes.len() => Ok((index, offset)),
            _ => Err(fault()),
        }
    }

    /// Reads `out.len()` bytes at `address`; a fault unless one allocation holds them all.
    pub fn read(&self, address: u64, out: &mut [u8]) -> Result<(), Fault> {
        let (index, offset) = self.locate(address, out.len())?;
        out.copy_from_slice(&self.allocations[index].bytes[offset..offset + out.len()]);
        Ok(())
    }

    /// Writes `data` at `address`; a fault unless one allocation holds it all.
    pub fn write(&mut self, address: u64, data: &[u8]) -> Result<(), Fault> {
        let (index, offset) = self.locate(address, data.len())?;
        self.allocations[index].bytes[offset..offset + data.len()].copy_from_slice(data);
        Ok(())
    }
}

/// The byte range `[offset, offset + len)` of a buffer of `size` bytes, if it fits.
fn bounded_range(size: usize, offset: u64, len: usize) -> Option<std::ops::Range<usize>> {
    let start = usize::try_from(offset).ok()?;
    let end = start.checked_add(len)?;
    (end <= size).then_some(start..end)
}

/// Reads from a bounded buffer (surface, SLM). Returns false, with `out`
/// zeroed, when any byte is out of bounds: "On read: zeros are returned".
pub fn read_bounded(buf: &[u8], offset: u64, out: &mut [u8]) -> bool {
    match bounded_range(buf.len(), offset, out.len()) {
        Some(range) => {
            out.copy_from_slice(&buf[range]);
            true
        }
        None => {
            out.fill(0);
            false
        }
    }
}

/// Writes to a bounded buffer. Returns false, writing nothing, when any byte
/// is out of bounds: "On write: data is dropped".
pub fn write_bounded(buf: &mut [u8], offset: u64, data: &[u8]) -> bool {
    match bounded_range(buf.len(), offset, data.len()) {
        Some(range) => {
            buf[range].copy_from_slice(data);
            true
        }
        None => false,
    }
}

impl ImageKind {
    pub const ALL: [ImageKind; 5] =
        [ImageKind::D1, ImageKind::D1Array, ImageKind::D2, ImageKind::D2Array, ImageKind::D3];

    pub fn name(self) -> &'static str {
        match self {
            ImageKind::D1 => "1d",
            ImageKind::D1Array => "1d_array",
            ImageKind::D2 => "2d",
            ImageKind::D2Array => "2d_array",
            ImageKind::D3 => "3d",
        }
    }

    pub fn from_name(name: &str) -> Option<ImageKind> {
        ImageKind::ALL.iter().copied().find(|k| k.name() == name)
    }

    fn is_array(self) -> bool {
        matches!(self, ImageKind::D1Array | ImageKind::D2Array)
    }
}

impl ImageFormat {
    pub const ALL: [ImageFormat; 5] =
        [ImageFormat::R32Uint, ImageFormat::R32Sint, ImageFormat::R32Float, ImageFormat::R16Uint, ImageFormat::R16Sint];

    pub fn name(self) -> &'static str {
        match self {
            ImageFormat::R32Uint => "r32_uint",
            ImageFormat::R32Sint => "r32_sint",
            ImageFormat::R32Float => "r32_float",
            ImageFormat::R16Uint => "r16_uint",
            ImageFormat::R16Sint => "r16_sint",
        }
    }

    pub fn from_name(name: &str) -> Option<ImageFormat> {
        ImageFormat::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// Bytes per texel.
    pub fn bytes(self) -> u32 {
        match self {
            ImageFormat::R32Uint | ImageFormat::R32Sint | ImageFormat::R32Float => 4,
            ImageFormat::R16Uint | ImageFormat::R16Sint => 2,
        }
    }
}

/// The largest image, surface or buffer a launch may create.
pub use crate::limits::MAX_OBJECT_BYTES as MAX_BYTES;

impl Image {
    /// A zero-filled image. Dimensions a kind does not use must be 1
    /// (height for 1D kinds, depth except for 3D, array size except arrays).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        name: &str,
        kind: ImageKind,
        format: ImageFormat,
        width: u32,
        height: u32,
        depth: u32,
        array_size: u32,
        mips: u32,
    ) -> Result<Image, String> {
        let uses_height = !matches!(kind, ImageKind::D1 | ImageKind::D1Array);
        let checks = [
            (width >= 1, "width must be at least 1"),
            (height >= 1 && (uses_height || height == 1), "height must be 1 for 1D kinds, at least 1 otherwise"),
            (depth >= 1 && (kind == ImageKind::D3 || depth == 1), "depth must be 1 except for 3d"),
            (array_size >= 1 && (kind.is_array() || array_size == 1), "array_size must be 1 except for array kinds"),
            ((1..=32).contains(&mips), "mips must be in 1..=32"),
        ];
        if let Some((_, why)) = checks.iter().find(|(ok, _)| !ok) {
            return Err(format!("image `{name}`: {why}"));
        }
        let mut image =
            Image { name: name.to_string(), kind, format, width, height, depth, array_size, mips, data: Vec::new() };
        image.data = vec![0; image.byte_len()? as usize];
        Ok(image)
    }

    /// The bytes of every level, checked against [`MAX_BYTES`] (computed
    /// from the dimensions: the launch totals them before allocating).
    pub fn byte_len(&self) -> Result<u64, String> {
        self.level_start(self.mips)
            .filter(|&b| b <= MAX_BYTES)
            .ok_or_else(|| format!("image `{}` is larger than {} MiB", self.name, MAX_BYTES >> 20))
    }

    /// (width, height, slices) of mip `lod`: slices are depth for 3D, the
    /// array size for arrays, else 1.
    pub fn level_dims(&self, lod: u32) -> (u32, u32, u32) {
        let shrink = |d: u32| d.checked_shr(lod).unwrap_or(0).max(1);
        let slices = match self.kind {
            ImageKind::D3 => shrink(self.depth),
            _ => self.array_size,
        };
        (shrink(self.width), shrink(self.height), slices)
    }

    /// Texels in all levels.
    pub fn texel_count(&self) -> usize {
        self.data.len() / self.format.bytes() as usize
    }

    /// Byte offset of level `lod` (the sum of the levels before it), in u64
    /// so that huge dimensions cannot overflow.
    fn level_start(&self, lod: u32) -> Option<u64> {
        (0..lod).try_fold(0u64, |acc, l| {
            let (w, h, s) = self.level_dims(l);
            let level = u64::from(w)
                .checked_mul(u64::from(h))?
                .checked_mul(u64::from(s))?
                .checked_mul(u64::from(self.format.bytes()))?;
            acc.checked_add(level)
        })
    }

    /// Byte offset in `data` of the texel at (u, v, r) of mip `lod`, with the
    /// coordinates the TYPED_ATOMIC Notes table gives each kind (1D: u;
    /// 1D array: u, v = index; 2D: u, v; 2D array: u, v, r = index; 3D: u, v, r).
    /// Coordinates a kind does not use are ignored. `None` when out of bounds.
    pub fn texel_offset(&self, u: u32, v: u32, r: u32, lod: u32) -> Option<usize> {
        if lod >= self.mips {
            return None;
        }
        let (x, y, slice) = match self.kind {
            ImageKind::D1 => (u, 0, 0),
            ImageKind::D1Array => (u, 0, v),
            ImageKind::D2 => (u, v, 0),
            ImageKind::D2Array | ImageKind::D3 => (u, v, r),
        };
        let (w, h, slices) = self.level_dims(lod);
        if x >= w || y >= h || slice >= slices {
            return None;
        }
        let index = (u64::from(slice) * u64::from(h) + u64::from(y)) * u64::from(w) + u64::from(x);
        let offset = self.level_start(lod)? + index * u64::from(self.format.bytes());
        usize::try_from(offset).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn svm_reads_inside_one_allocation_and_faults_elsewhere() {
        let mut svm = Svm::default();
        svm.allocate("a", 0x1000, (0..16).collect()).unwrap();
        svm.allocate("b", 0x1010, vec![0xaa; 4]).unwrap();
        let mut out = [0u8; 4];
        svm.read(0x100c, &mut out).unwrap();
        assert_eq!(out, [12, 13, 14, 15]);
        // Straddling two adjacent allocations is still a fault: no allocation holds it all.
        assert_eq!(svm.read(0x100e, &mut out), Err(Fault { address: 0x100e, len: 4 }));
        assert_eq!(svm.read(0xfff, &mut [0u8; 1]), Err(Fault { address: 0xfff, len: 1 }));
        assert_eq!(svm.write(0x1014, &[1]), Err(Fault { address: 0x1014, len: 1 }));
        assert_eq!(svm.read(u64::MAX, &mut [0u8; 2]), Err(Fault { address: u64::MAX, len: 2 }));
        svm.write(0x1011, &[1, 2]).unwrap();
        assert_eq!(svm.allocation("b").unwrap().bytes, vec![0xaa, 1, 2, 0xaa]);
    }

    #[test]
    fn svm_rejects_overlap_wrap_and_duplicates() {
        let mut svm = Svm::default();
        svm.allocate("a", 0x1000, vec![0; 16]).unwrap();
        assert!(svm.allocate("b", 0x100f, vec![0; 1]).unwrap_err().contains("overlaps `a`"));
        assert!(svm.allocate("a", 0x2000, vec![0; 1]).unwrap_err().contains("two allocations"));
        assert!(svm.allocate("c", u64::MAX, vec![0; 2]).unwrap_err().contains("wraps"));
        assert!(svm.allocate("d", 0, Vec::new()).unwrap_err().contains("empty"));
        svm.allocate("e", 0x800, vec![0; 0x800]).unwrap();
        let bases: Vec<_> = svm.allocations().iter().map(|a| a.base).collect();
        assert_eq!(bases, vec![0x800, 0x1000]);
    }

    #[test]
    fn bounded_buffers_zero_reads_and_drop_writes_out_of_bounds() {
        let mut buf = vec![1u8, 2, 3, 4];
        let mut out = [9u8; 2];
        assert!(read_bounded(&buf, 2, &mut out));
        assert_eq!(out, [3, 4]);
        assert!(!read_bounded(&buf, 3, &mut out));
        assert_eq!(out, [0, 0]);
        assert!(!read_bounded(&buf, u64::MAX, &mut out));
        assert!(!write_bounded(&mut buf, 3, &[7, 7]));
        assert_eq!(buf, [1, 2, 3, 4]);
        assert!(write_bounded(&mut buf, 0, &[7]));
        assert_eq!(buf, [7, 2, 3, 4]);
    }

    #[test]
    fn image_layout_with_mips_and_arrays() {
        // 2D array 4x2, 3 slices, 2 mips of r32: level 0 = 4*2*3 texels, level 1 = 2*1*3.
        let img = Image::new("i", ImageKind::D2Array, ImageFormat::R32Uint, 4, 2, 1, 3, 2).unwrap();
        assert_eq!(img.data.len(), (24 + 6) * 4);
        assert_eq!(img.texel_offset(0, 0, 0, 0), Some(0));
        assert_eq!(img.texel_offset(3, 1, 2, 0), Some(((2 * 2 + 1) * 4 + 3) * 4));
        assert_eq!(img.texel_offset(1, 0, 2, 1), Some((24 + 2 * 2 + 1) * 4));
        assert_eq!(img.texel_offset(2, 0, 0, 1), None);
        assert_eq!(img.texel_offset(0, 0, 3, 0), None);
        assert_eq!(img.texel_offset(0, 0, 0, 2), None);
        // 3D: depth shrinks with the level; r is z.
        let vol = Image::new("v", ImageKind::D3, ImageFormat::R16Sint, 4, 4, 4, 1, 3).unwrap();
        assert_eq!(vol.data.len(), (64 + 8 + 1) * 2);
        assert_eq!(vol.level_dims(2), (1, 1, 1));
        assert_eq!(vol.texel_offset(1, 1, 1, 1), Some((64 + 4 + 2 + 1) * 2));
        // 1D array: v is the index, r is ignored.
        let arr = Image::new("a", ImageKind::D1Array, ImageFormat::R32Float, 8, 1, 1, 2, 1).unwrap();
        assert_eq!(arr.texel_offset(5, 1, 99, 0), Some((8 + 5) * 4));
    }

    #[test]
    fn image_dimensions_are_checked() {
        let err = |r: Result<Image, String>| r.unwrap_err();
        assert!(err(Image::new("x", ImageKind::D1, ImageFormat::R32Uint, 4, 2, 1, 1, 1)).contains("height"));
        assert!(err(Image::new("x", ImageKind::D2, ImageFormat::R32Uint, 4, 2, 2, 1, 1)).contains("depth"));
        assert!(err(Image::new("x", ImageKind::D2, ImageFormat::R32Uint, 4, 2, 1, 2, 1)).contains("array_size"));
        assert!(err(Image::new("x", ImageKind::D2, ImageFormat::R32Uint, 0, 2, 1, 1, 1)).contains("width"));
        assert!(err(Image::new("x", ImageKind::D3, ImageFormat::R32Uint, 1 << 20, 1 << 20, 1 << 20, 1, 1))
            .contains("larger"));
        assert!(err(Image::new("x", ImageKind::D3, ImageFormat::R32Uint, u32::MAX, u32::MAX, u32::MAX, 1, 32))
            .contains("larger"));
    }
}
