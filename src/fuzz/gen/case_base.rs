//! The fuzzer's basic values: its buffers' sizes, element types, masks,
//! address forms, value sources and surfaces (what `case.rs` and
//! `case_lsc.rs` both build on).

/// Bytes of each global buffer (`buf0`, `buf1`).
pub const BUFFER_BYTES: i64 = 1024;
/// Bytes of SLM.
pub const SLM_BYTES: i64 = 1024;
/// Bytes of the untyped surface `surf`.
pub const SURFACE_BYTES: i64 = 256;
/// Binding-table indices of the untyped surface and the two images.
pub const SURFACE_BTI: u32 = 3;
pub const IMAGE32_BTI: u32 = 4;
pub const IMAGE16_BTI: u32 = 5;
/// A byte offset far outside every buffer (for disabled lanes, or a fault).
pub const WILD: i64 = 1 << 40;
/// An SLM offset far outside SLM (for disabled lanes).
pub const SLM_WILD: i64 = 1 << 28;
/// The name of every generated kernel.
pub const KERNEL: &str = "k";

/// An element type of a generic memory operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    I8,
    I16,
    I32,
    I64,
    Half,
    Float,
    Double,
    /// A global pointer (`ptr addrspace(1)`), 8 bytes.
    Ptr,
}

impl Elem {
    pub const ALL: [Elem; 8] =
        [Elem::I8, Elem::I16, Elem::I32, Elem::I64, Elem::Half, Elem::Float, Elem::Double, Elem::Ptr];
    /// What an SLM scatter writes (32- and 64-bit elements).
    pub const SLM: [Elem; 5] = [Elem::I32, Elem::Float, Elem::I64, Elem::Double, Elem::Ptr];

    pub fn bytes(self) -> u32 {
        match self {
            Elem::I8 => 1,
            Elem::I16 | Elem::Half => 2,
            Elem::I32 | Elem::Float => 4,
            Elem::I64 | Elem::Double | Elem::Ptr => 8,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Elem::Half | Elem::Float | Elem::Double)
    }

    pub fn name(self) -> &'static str {
        match self {
            Elem::I8 => "i8",
            Elem::I16 => "i16",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
            Elem::Half => "half",
            Elem::Float => "float",
            Elem::Double => "double",
            Elem::Ptr => "ptr",
        }
    }

    pub(super) fn ir(self, opaque: bool) -> String {
        match self {
            Elem::Ptr => ptr_ty("i8", 1, opaque),
            other => other.name().to_string(),
        }
    }

    pub(super) fn mangle(self, opaque: bool) -> String {
        match self {
            Elem::Half => "f16".into(),
            Elem::Float => "f32".into(),
            Elem::Double => "f64".into(),
            Elem::Ptr if opaque => "p1".into(),
            Elem::Ptr => "p1i8".into(),
            int => int.name().into(),
        }
    }

    /// The integer type of the same width.
    pub(super) fn int(self) -> Elem {
        match self {
            Elem::Half => Elem::I16,
            Elem::Float => Elem::I32,
            Elem::Double | Elem::Ptr => Elem::I64,
            int => int,
        }
    }
}

/// `T addrspace(s)*` or `ptr addrspace(s)`.
pub(super) fn ptr_ty(pointee: &str, space: u32, opaque: bool) -> String {
    match (opaque, space) {
        (true, 0) => "ptr".into(),
        (true, s) => format!("ptr addrspace({s})"),
        (false, 0) => format!("{pointee}*"),
        (false, s) => format!("{pointee} addrspace({s})*"),
    }
}

/// How a predicate reaches a memory operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaskForm {
    /// A constant `<N x i1>`.
    Const,
    /// A kernel argument (a bitmask in the launch spec).
    Arg,
    /// The same value as operation `k`'s mask (what merges need).
    Same(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mask {
    /// Bit `i` = lane `i` enabled.
    pub bits: u64,
    pub form: MaskForm,
}

impl Mask {
    pub fn on(&self, lane: usize) -> bool {
        self.bits >> lane & 1 == 1
    }
}

/// How a vector of addresses is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddrForm {
    /// A scalar base argument plus constant byte offsets (`getelementptr i8`).
    ByteOffsets,
    /// A scalar base argument indexed by an `<N x i32>` argument (offsets
    /// must be multiples of the element size).
    Index,
    /// A vector argument: pointers (or, for messages, integers).
    Arg,
    /// Operation `k`'s addresses plus one constant byte offset (merges).
    Derived(usize),
}

/// Arithmetic applied to a value on its way to another operation: a form
/// of an accepted operation (`super::arith::FORMS`, by index) with the
/// bits of its constant operand, or nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alu {
    None,
    Form(usize, u64),
}

/// Where the values of an operand come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Undef,
    Zero,
    /// Constant lanes (bits).
    Const(Vec<u64>),
    /// A kernel argument (bits per lane).
    Arg(Vec<u64>),
    /// A kernel argument through arithmetic.
    Computed {
        values: Vec<u64>,
        alu: Alu,
    },
    /// The value of operation `k` (same width), converted and transformed.
    Op {
        op: usize,
        signed: bool,
        alu: Alu,
    },
}

/// The surface of an untyped message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// 254: SLM (T0).
    Slm,
    /// The constant binding-table index [`SURFACE_BTI`].
    Bti,
    /// An `i32` argument bound to the surface.
    Arg,
}
