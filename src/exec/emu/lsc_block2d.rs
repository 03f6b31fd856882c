//! LSC_UNTYPED `lsc_load_block2d` and `lsc_store_block2d` (0x89, LscSubOp
//! 0x03 and 0x07), `vISA spec, LSC_UNTYPED`: a 2D block of a surface in
//! memory to or from the register image of LOAD_BLOCK2D.

use super::{alu, FaultReport, FindingKind, Machine};
use crate::exec::memory::Space;
use crate::visa::LscBlock2d;
use visa_passes::isa::block2d;
use visa_passes::isa::messages::Message;

/// The page's LOAD_BLOCK2D, line by line (its `store_elem_to_grf`,
/// `load_row_span`, `load_col_span`, `fill_grf_zeros` are the closures
/// below):
///
/// ```text
/// const int grf_row_size = transpose ? H : W;
/// const int grf_row_pitch = round_up_pow2(grf_row_size);
/// const int grf_block_size = grf_row_pitch * (transpose ? W : H);
/// const int grf_block_pitch = round_to_multiple_of(elems_per_reg, grf_block_size);
/// for (int b = 0; b < B; b++) {
///   if (!transpose && !transform) {
///     for (int y = 0; y < H; y++) {
///       int grf_row_start = b*grf_block_pitch + y*grf_row_pitch;
///       load_row_span(grf_row_start, b, y, 0, W);
///       fill_grf_zeros(grf_row_start + W, grf_row_pitch - W);
///     }
///   } else if (!transpose && transform) {
///     for (int y = 0; y < H; y += elems_per_dword) {
///       for (int x = 0; x < W; x++)
///         load_col_span(b*grf_block_pitch + y*grf_row_pitch + x*elems_per_dword, b, y, x, elems_per_dword);
///       fill_grf_zeros(b*grf_block_pitch + y*grf_row_pitch + W*elems_per_dword,
///                      elems_per_dword*(grf_row_pitch - W));
///     }
///   } else if (transpose && !transform) {
///     for (int x = 0; x < W; x++) {
///       load_col_span(b*grf_block_pitch + x*grf_row_pitch, b, 0, x, H);
///       fill_grf_zeros(b*grf_block_pitch + x*grf_row_pitch + H, grf_row_pitch - H);
///     }
///   } // (transpose && transform: no shape of Intel's table has it; not executed)
///   fill_grf_zeros(b*grf_block_pitch + grf_block_size, grf_block_pitch - grf_block_size);
/// }
/// ```
///
/// * `load_elem(dst_off, b, y, x)` reads `row[X + b*W + x]` of row `y`. The
///   page computes `block_start` from `Src0AddrY` and never uses it; the
///   row read is `Y + y` (erratum).
/// * **Bounds, per element.** The page has no rule; Intel's
///   `SPV_INTEL_2d_block_io` has: an element outside the surface reads 0,
///   and a store does not write it. Outside is a column below 0, a column
///   whose last byte is at or past the surface width, a row below 0 or at
///   or past the height. Each element is checked on its own bytes: a
///   2-byte element in the last 2 bytes of the width is inside (one PVC part
///   checks 4-byte words and zeroes it: not what the page's element model
///   or the extension says; see docs/lsc.md).
/// * The operands are `SurfaceWidth`, `SurfaceHeight`, `SurfacePitch`
///   minus 1 (bytes, rows, bytes: the page says "minus 1" for width and
///   height; Intel's payload builder takes the pitch minus 1 as well), X
///   and Y signed.
/// * A surface the extension calls undefined (base not 64-byte aligned,
///   width under 64 bytes, pitch not a multiple of 16 or under the width,
///   X not on a 4-byte boundary for 1- and 2-byte elements) is reported
///   and the message is not executed.
///
/// STORE_BLOCK2D: "similar to load block2d ... only a single block". The
/// page's formula (`Src1Data.elems[(v*reg_pitch)+n]`, `reg_pitch =
/// round_up_pow2(BlockHeight)`) indexes the data column-major and adds Y
/// unscaled; the register image is the load's (row-major, rows at
/// `round_up_pow2(W)`: Intel's extension, "Block Width padded to a power of
/// two", and ESIMD's `lsc_store_2d`), so element (y, x) is `y *
/// round_up_pow2(W) + x`.
///
/// A load with a `%null` destination is a prefetch: no architectural effect.
pub fn lsc_block2d(m: &LscBlock2d, store: bool, mx: &mut Machine) -> Result<(), FaultReport> {
    let message = if store { Message::LscStoreBlock2d } else { Message::LscLoadBlock2d };
    if !mx.exec_size_allowed(message, m.exec.lanes()) {
        return Ok(());
    }
    let prefetch = !store && m.data.is_null();
    let size = m.data_size.bytes();
    let (b_count, w, h) = (u32::from(m.blocks), u32::from(m.width), u32::from(m.height));
    let shape = block2d::message_kind(store, prefetch, m.transposed, m.vnni).and_then(|kind| {
        block2d::check_shape(mx.platform, kind, size, w, h, b_count)?;
        if m.data_size.is_conversion() {
            return Err(format!("{} is not a 2D block data size (d8, d16, d32, d64)", m.data_size.name()));
        }
        Ok(())
    });
    if let Err(why) = shape {
        mx.report(FindingKind::Unsupported, format!("{} is not executed: {why}", mx.mnemonic));
        return Ok(());
    }
    // Predicated off: nothing happens.
    if mx.chen(m.exec, m.pred) & 1 == 0 {
        return Ok(());
    }
    mx.record_cache(m.l1, m.l3);
    let [base, width_m1, height_m1, pitch_m1, x0, y0] = m.surface.map(|s| alu::scalar_bits(mx, s));
    let (width, height, pitch) =
        ((width_m1 & 0xffff_ffff) + 1, (height_m1 & 0xffff_ffff) + 1, (pitch_m1 & 0xffff_ffff) + 1);
    let (x0, y0) = (i64::from(x0 as u32 as i32), i64::from(y0 as u32 as i32));
    if let Some(problem) = block2d::surface_problem(base, width, height, pitch, x0, size) {
        let text =
            format!("{} is not executed: {problem} (SPV_INTEL_2d_block_io: the behavior is undefined)", mx.mnemonic);
        mx.report(FindingKind::Block2dSurface, text);
        return Ok(());
    }
    if prefetch {
        mx.record(1, 0);
        return Ok(());
    }
    // Where element (b, y, x) is in memory, or `None` outside the surface.
    let address = |b: u32, y: u32, x: u32| -> Option<u64> {
        let column = x0 + i64::from(b * w + x);
        let row = y0 + i64::from(y);
        let inside = column >= 0 && (column as u64 + 1) * u64::from(size) <= width && row >= 0 && (row as u64) < height;
        inside.then(|| base.wrapping_add(row as u64 * pitch).wrapping_add(column as u64 * u64::from(size)))
    };
    let e = size as usize;
    let elems_per_reg = mx.grf_size() / size;
    let grf_row_pitch = if m.transposed { h } else { w }.next_power_of_two();
    let grf_block_size = grf_row_pitch * if m.transposed { w } else { h };
    let grf_block_pitch = grf_block_size.div_ceil(elems_per_reg) * elems_per_reg;
    if store {
        let image = (h * w.next_power_of_two()) as usize;
        let mut data = vec![0u8; image * e];
        mx.read_raw("src1 data", m.data, &mut data, image * e);
        mx.record(1, u64::from(w * h * size));
        for y in 0..h {
            for x in 0..w {
                let Some(to) = address(0, y, x) else { continue };
                let at = (y * w.next_power_of_two() + x) as usize * e;
                mx.trace_write(Space::Svm, to, size, 0);
                let written = mx.memory.svm.write(to, &data[at..at + e]);
                written.map_err(|f| mx.fault(0, f))?;
            }
        }
        return Ok(());
    }
    let image = (b_count * grf_block_pitch) as usize;
    let mut dst = vec![0u8; image * e];
    mx.record(1, u64::from(b_count * w * h * size));
    let (memory, fault) = (&mx.memory, |f| mx.fault(0, f));
    {
        let mut store_elem_to_grf = |dst_off: u32, value: &[u8]| {
            let at = dst_off as usize * e;
            dst[at..at + e].copy_from_slice(value);
        };
        let mut load_elem = |dst_off: u32, b: u32, y: u32, x: u32| -> Result<(), FaultReport> {
            let mut value = [0u8; 8];
            if let Some(from) = address(b, y, x) {
                memory.svm.read(from, &mut value[..e]).map_err(fault)?;
            }
            store_elem_to_grf(dst_off, &value[..e]);
            Ok(())
        };
        let epd = (4 / size).max(1);
        // `fill_grf_zeros` writes zeros over a buffer that starts zeroed: nothing to do.
        for b in 0..b_count {
            match (m.transposed, m.vnni) {
                (false, false) => {
                    for y in 0..h {
                        let grf_row_start = b * grf_block_pitch + y * grf_row_pitch;
                        for i in 0..w {
                            load_elem(grf_row_start + i, b, y, i)?; // load_row_span
                        }
                    }
                }
                (false, true) => {
                    for y in (0..h).step_by(epd as usize) {
                        for x in 0..w {
                            let start = b * grf_block_pitch + y * grf_row_pitch + x * epd;
                            for i in 0..epd {
                                load_elem(start + i, b, y + i, x)?; // load_col_span
                            }
                        }
                    }
                }
                (true, false) => {
                    for x in 0..w {
                        let start = b * grf_block_pitch + x * grf_row_pitch;
                        for i in 0..h {
                            load_elem(start + i, b, i, x)?; // load_col_span
                        }
                    }
                }
                // Refused above (message_kind).
                (true, true) => {}
            }
        }
    }
    mx.write_raw("dst data", m.data, &dst, dst.len());
    Ok(())
}
