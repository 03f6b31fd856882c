//! Region reads the passes build: `llvm.genx.rdregioni/f(src, vstride,
//! width, stride, offset, parent_width)` (vc-intrinsics, "rdregion"), whose
//! element `i` is `src[offset / size + (i / width) * vstride + (i % width) * stride]`,
//! the offset in bytes.
//!
//! A merged gather's members take their blocks out of the message's result
//! this way. The layouts SVM_GATHER writes are regions, and a region read
//! is what the vector compiler's own passes build for them. A
//! `shufflevector` would say the same, but LLVM materialises its mask as a
//! constant vector, one uniqued `ConstantInt` per lane, each time one is
//! built: on a workload of merged gathers, that was most of `select`'s cost.

use crate::fxhash::FxHashMap;
use crate::ir::msg::{self, Declarations};
use inkwell::builder::Builder;
use inkwell::module::Module;
use inkwell::types::{AnyType, AsTypeRef, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FunctionValue, VectorValue};
use std::cell::RefCell;

/// A region of a vector: element `i` of the read is element
/// `first + (i / width) * vstride + (i % width) * stride` of the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    pub vstride: u32,
    pub width: u32,
    pub stride: u32,
    pub first: u32,
}

impl Region {
    /// The region whose element `i` is `indices[i]`, if there is one. A
    /// single row is written in the vector compiler's one-dimensional form,
    /// vertical stride 0.
    pub fn of(indices: &[u32]) -> Option<Region> {
        let &first = indices.first()?;
        let stride = match indices.get(1) {
            Some(&second) => second.checked_sub(first)?,
            None => 1,
        };
        // The row ends where the stride stops holding.
        let width = (1..indices.len())
            .find(|&i| Some(indices[i]) != stride.checked_mul(i as u32).and_then(|s| s.checked_add(first)))
            .unwrap_or(indices.len());
        let vstride = match indices.get(width) {
            Some(&next) => next.checked_sub(first)?,
            None => 0,
        };
        let region = Region { vstride, width: u32::try_from(width).ok()?, stride, first };
        let all = indices.iter().enumerate().all(|(i, &index)| region.index(i as u32) == Some(index));
        (indices.len() % width == 0 && all).then_some(region)
    }

    /// Element `i`'s index in the source.
    pub fn index(self, i: u32) -> Option<u32> {
        let row = (i / self.width).checked_mul(self.vstride)?;
        self.first.checked_add(row)?.checked_add((i % self.width).checked_mul(self.stride)?)
    }
}

/// The callee and constant operands of the region reads built so far, by
/// source type, region and length: naming the declaration and uniquing
/// four `ConstantInt`s cost more than the call.
#[derive(Debug, Default)]
pub struct RegionReads<'ctx>(RefCell<FxHashMap<(usize, Region, u32), ReadOperands<'ctx>>>);

/// A region read's callee and its operands after the source.
type ReadOperands<'ctx> = (FunctionValue<'ctx>, [BasicValueEnum<'ctx>; 5]);

/// Reads `region` of `src` as a vector of `lanes` elements, before the
/// builder's position. `src` must be a vector of integers or floats, and
/// the region's byte offset must fit the intrinsic's `i16`.
pub fn build_rdregion<'ctx>(
    builder: &Builder<'ctx>,
    module: &Module<'ctx>,
    declarations: &Declarations<'ctx>,
    reads: &RegionReads<'ctx>,
    src: VectorValue<'ctx>,
    region: Region,
    lanes: u32,
    name: &str,
) -> Result<VectorValue<'ctx>, String> {
    let key = (src.get_type().as_type_ref() as usize, region, lanes);
    let known = reads.0.borrow().get(&key).copied();
    let (function, [a, b, c, d, e]) = match known {
        Some(known) => known,
        None => {
            let operands = read_operands(module, declarations, src, region, lanes)?;
            reads.0.borrow_mut().insert(key, operands);
            operands
        }
    };
    let call = msg::build_call(builder, function, &[src.into(), a, b, c, d, e], name)?;
    match call.try_as_basic_value().basic() {
        Some(BasicValueEnum::VectorValue(v)) => Ok(v),
        _ => Err("internal error: an rdregion call without a vector result".into()),
    }
}

/// The declaration and constant operands of [`build_rdregion`]'s call.
fn read_operands<'ctx>(
    module: &Module<'ctx>,
    declarations: &Declarations<'ctx>,
    src: VectorValue<'ctx>,
    region: Region,
    lanes: u32,
) -> Result<ReadOperands<'ctx>, String> {
    let ctx = module.get_context();
    let (base, size, result) = match src.get_type().get_element_type() {
        BasicTypeEnum::IntType(t) if t.get_bit_width() % 8 == 0 => {
            ("llvm.genx.rdregioni", t.get_bit_width() / 8, t.vec_type(lanes))
        }
        BasicTypeEnum::FloatType(t) if t == ctx.f16_type() => ("llvm.genx.rdregionf", 2, t.vec_type(lanes)),
        BasicTypeEnum::FloatType(t) if t == ctx.f32_type() => ("llvm.genx.rdregionf", 4, t.vec_type(lanes)),
        BasicTypeEnum::FloatType(t) if t == ctx.f64_type() => ("llvm.genx.rdregionf", 8, t.vec_type(lanes)),
        other => return Err(format!("internal error: a region read of `{}`", other.print_to_string())),
    };
    let Some(offset) = region.first.checked_mul(size).and_then(|b| u16::try_from(b).ok()).filter(|&b| b <= 0x7fff)
    else {
        return Err(format!("internal error: a region read from byte {} * {size}", region.first));
    };
    let (i16t, i32t) = (ctx.i16_type(), ctx.i32_type());
    let constants: [BasicValueEnum<'ctx>; 5] = [
        i32t.const_int(u64::from(region.vstride), false).into(),
        i32t.const_int(u64::from(region.width), false).into(),
        i32t.const_int(u64::from(region.stride), false).into(),
        i16t.const_int(u64::from(offset), false).into(),
        // parent_width: only read at a variable offset.
        i32t.const_zero().into(),
    ];
    let [a, b, c, d, e] = constants;
    let args: [BasicValueEnum<'ctx>; 6] = [src.into(), a, b, c, d, e];
    let overloads = [result.as_any_type_enum(), src.get_type().as_any_type_enum(), i16t.as_any_type_enum()];
    let function = msg::declare(module, declarations, base.into(), Some(result.into()), &args, &overloads);
    Ok((function, constants))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn indices(r: Region, n: u32) -> Vec<u32> {
        (0..n).map(|i| r.index(i).unwrap()).collect()
    }

    #[test]
    fn one_row_is_one_dimensional() {
        let r = Region::of(&[16, 17, 18, 19]).unwrap();
        assert_eq!(r, Region { vstride: 0, width: 4, stride: 1, first: 16 });
        // Every fourth element (1-byte blocks, one per lane).
        let r = Region::of(&[2, 6, 10, 14, 18]).unwrap();
        assert_eq!(r, Region { vstride: 0, width: 5, stride: 4, first: 2 });
        assert_eq!(Region::of(&[7]).unwrap(), Region { vstride: 0, width: 1, stride: 1, first: 7 });
    }

    #[test]
    fn rows_of_blocks() {
        // Two blocks per lane of 4 lanes, block-major source: lane l's blocks at l and l + 4.
        let layout = [0, 4, 1, 5, 2, 6, 3, 7];
        let r = Region::of(&layout).unwrap();
        assert_eq!(r, Region { vstride: 1, width: 2, stride: 4, first: 0 });
        assert_eq!(indices(r, 8), layout);
        // 1-byte blocks, lane-major: lane l's two blocks at 4l + 2, 4l + 3.
        let layout = [2, 3, 6, 7, 10, 11];
        assert_eq!(Region::of(&layout).unwrap(), Region { vstride: 4, width: 2, stride: 1, first: 2 });
    }

    /// Reads built with one [`RegionReads`] print as reads each built
    /// with a fresh one (a cached callee and operands are the ones that
    /// would be made again).
    #[test]
    fn cached_reads_are_the_reads_built_afresh() {
        use inkwell::memory_buffer::MemoryBuffer;
        let text = "define <8 x i32> @f(<16 x i32> %v, <16 x float> %w) {\n  ret <8 x i32> undef\n}\n";
        let reads = [
            (Region { vstride: 0, width: 8, stride: 2, first: 0 }, 8, false),
            (Region { vstride: 0, width: 8, stride: 2, first: 1 }, 8, false),
            (Region { vstride: 0, width: 8, stride: 2, first: 0 }, 8, false),
            (Region { vstride: 0, width: 8, stride: 2, first: 0 }, 8, true),
            (Region { vstride: 4, width: 2, stride: 1, first: 2 }, 4, true),
            (Region { vstride: 0, width: 8, stride: 2, first: 1 }, 8, false),
        ];
        let build = |shared: bool| {
            let context = crate::ir::context::create_context(false);
            let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
            let module = context.create_module_from_ir(buffer).unwrap();
            let f = module.get_function("f").unwrap();
            let [BasicValueEnum::VectorValue(v), BasicValueEnum::VectorValue(w)] =
                [0, 1].map(|i| f.get_nth_param(i).unwrap())
            else {
                panic!("vector parameters")
            };
            let builder = context.create_builder();
            builder.position_before(&f.get_first_basic_block().unwrap().get_first_instruction().unwrap());
            let (declarations, cache) = (Declarations::default(), RegionReads::default());
            for (k, (region, lanes, float)) in reads.into_iter().enumerate() {
                let fresh = RegionReads::default();
                let reads = if shared { &cache } else { &fresh };
                let src = if float { w } else { v };
                build_rdregion(&builder, &module, &declarations, reads, src, region, lanes, &format!("r{k}")).unwrap();
            }
            assert!(module.verify().is_ok());
            module.print_to_string().to_string()
        };
        let cached = build(true);
        assert_eq!(cached.matches("call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16").count(), 4, "{cached}");
        assert_eq!(cached, build(false));
    }

    #[test]
    fn not_a_region() {
        assert_eq!(Region::of(&[]), None);
        assert_eq!(Region::of(&[3, 2, 1]), None); // backwards
        assert_eq!(Region::of(&[0, 1, 2, 4]), None); // a row of 3 does not divide 4
        assert_eq!(Region::of(&[0, 1, 8, 9, 20, 21]), None); // rows not evenly spaced
        assert_eq!(Region::of(&[0, 1, 5, 0]), None); // a row going back
    }
}
