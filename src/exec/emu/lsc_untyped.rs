//! LSC_UNTYPED `lsc_load`, `lsc_store`, `lsc_load_quad` and `lsc_store_quad`
//! (0x89, LscSubOp 0x00, 0x04, 0x02, 0x06),
//! `vISA spec, LSC_UNTYPED`, on flat addresses of `.ugm` (SVM) and `.slm`.

use super::{lane_end, lane_list, lane_text, lanes, shared_addresses, FaultReport, FindingKind, Machine, Mem, Target};
use crate::visa::{LscChannels, LscDataSize, LscQuad, LscSfid, LscUntyped};
use visa_passes::isa::lsc::{layout_lanes, simt_vector_sizes};
use visa_passes::isa::messages::{Footprint, Message, Shape};

/// The page's LOAD and STORE, line by line:
///
/// ```text
/// LOAD:
///   for (n = 0; n < ExecSize; n++) {
///     if (Msg.ChEn[n]) {
///       for (v = 0; v < vect_size; v++) {
///         grf_sized src = Base + AddrScale*Src0Addrs[n] + AddrImmOffset
///         auto datum = src.elems[v];
///         if (DataOrder == LSC_DATA_ORDER_TRANSPOSED) {
///           DstData[n].elems[v] = datum
///         } else {
///           DstData[v].elems[n] = datum
///         }
///       }
///     }
///   }
/// STORE:
///   for (n = 0; n < ExecSize; n++) {
///     if (Msg.ChEn[n]) {
///       for (v = 0; v < vect_size; v++) {
///         auto addr = Base + AddrScale*Src0Addrs[n] + AddrImmOffset
///         if (DataOrder == LSC_DATA_ORDER_TRANSPOSED) {
///           *addr = DstData[n].elems[v]      // the data operand, Src1Data
///         } else {
///           *addr = DstData[v].elems[n]
///         }
///       }
///     }
///   }
/// ```
///
/// * `Base` is 0 (flat) and `AddrScale` 1: the only forms the message
///   table's rows have. `src.elems[v]` is the v-th datum of `DataSize` from
///   the lane's address. Address arithmetic wraps at the address size (a32
///   modulo 2^32, a64 modulo 2^64).
/// * The register layout is the message table's ([`Footprint::LscData`]):
///   transposed, the elements of the one lane packed; otherwise element `v`
///   of every lane in its own GRF-aligned block, padded to the lanes from
///   which the layout does not depend on Intel's finalizer option
///   (`-enableHalfLSC`). A shape whose layout does depend on it
///   (non-transposed, vector > 1, fewer lanes) is not executed.
/// * `.ugm` addresses are SVM: outside every allocation is a fault. `.slm`
///   offsets are bounded by the SLM size: reads past it give zero, writes
///   past it are dropped.
/// * A transposed message runs one lane (the page: "transpose only supports
///   SIMD1"); an address not aligned to the data size is reported.
/// * d8c32, d16c32, d16c32h (the page's d8u32, d16u32, d16u32h) move 1 or
///   2 bytes of memory per datum and a dword of register: loads
///   zero-extend (d16c32h: the datum in the high half, the low half 0),
///   stores take the low byte or half (d16c32h: the high half).
/// * Cache controls have no architectural effect; they are recorded in the
///   run's statistics ([`super::Stats::cache_controls`]).
pub fn lsc_untyped(m: &LscUntyped, store: bool, mx: &mut Machine) -> Result<(), FaultReport> {
    let message = if store { Message::LscStore } else { Message::LscLoad };
    lsc_access(m, None, message, mx)
}

/// The page's LOAD_QUAD and STORE_QUAD, line by line:
///
/// ```text
/// LOAD_QUAD:
///   for (n = 0; n < ExecSize; n++) {
///     if (Msg.ChEn[n]) {
///       for (m = v = 0; v < 4; v++) {
///         if (ChMask[v]) {
///           grf_sized src = Base + AddrScale*Src0Addrs[n] + AddrImmOffset
///           DstData[m].elems[n] = src.elems[v]
///           m++;
///         }
///       }
///     }
///   }
/// STORE_QUAD:
///   ... (*addr).elems[v] = Src1Data[m].elems[n] ...
/// ```
///
/// As LOAD and STORE of a vector of the enabled channels (the register
/// layout of [`Footprint::LscData`] with as many elements), except that
/// the `m`-th enabled channel `v` is the dword at the lane's address + 4v.
pub fn lsc_quad(m: &LscQuad, store: bool, mx: &mut Machine) -> Result<(), FaultReport> {
    let message = if store { Message::LscStoreQuad } else { Message::LscLoadQuad };
    lsc_access(&m.lsc, Some(m.channels), message, mx)
}

/// A load or store of `message` (`lsc_load`/`lsc_store`, or with
/// `channels` a quad form).
fn lsc_access(
    m: &LscUntyped,
    channels: Option<LscChannels>,
    message: Message,
    mx: &mut Machine,
) -> Result<(), FaultReport> {
    let store = matches!(message, Message::LscStore | Message::LscStoreQuad);
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(message, exec_size) || !shape_allowed(m, channels, store, !m.data.is_null(), mx) {
        return Ok(());
    }
    let (bytes, vector) = (m.data_size.bytes() as usize, m.vector.count());
    // Element v's place in memory, in data elements from the lane's address:
    // v, or a quad's v-th enabled channel.
    let mut place = [0u32; 64];
    match channels {
        Some(c) => c.enabled().zip(place.iter_mut()).for_each(|(c, p)| *p = c),
        None => place.iter_mut().zip(0..).for_each(|(p, v)| *p = v),
    }
    let place = |v: u32| u64::from(place[v as usize]);
    let span_elements = place(vector.saturating_sub(1)) + 1;
    let reg = m.data_size.register_bytes() as usize;
    let shape = Shape {
        exec: exec_size,
        data_bytes: reg as u32,
        block_bytes: bytes as u32,
        vector,
        transposed: m.transposed,
        addr_bytes: m.addr_size.bytes(),
        grf_bytes: mx.grf_size(),
        layout_lanes: layout_lanes(mx.platform).unwrap_or(0),
        payload_lanes: visa_passes::isa::lsc::payload_lanes(mx.platform).unwrap_or(0),
        ..Shape::default()
    };
    let chen = mx.chen(m.exec, m.pred);
    let addr_bytes = m.addr_size.bytes() as usize;
    let mut addresses = [0u8; 8 * 32];
    let addresses = &mut addresses[..addr_bytes * exec_size as usize];
    mx.read_raw("addresses", m.addresses, addresses, addr_bytes * lane_end(chen));
    let address = |n: u32| lane_address(addresses, addr_bytes, m.imm_offset, n);
    let Some(target) = lsc_target(m, mx) else { return Ok(()) };
    if !store && m.data.is_null() {
        // A prefetch: "the load stops at the cache" (vISA spec, LSC_UNTYPED:
        // Description); no register and no memory changes, nothing faults.
        mx.record(chen.count_ones(), 0);
        mx.record_cache(m.l1, m.l3);
        return Ok(());
    }
    for n in lanes(chen) {
        let a = address(n);
        if !a.is_multiple_of(bytes as u64) {
            let text = format!(
                "lane {n} accesses {bytes}-byte data at address {a:#x}, which is not {bytes}-byte aligned \
                 (vISA spec, LSC_UNTYPED: DataSize)"
            );
            mx.report(FindingKind::Misaligned { lane: n, address: a, align: bytes as u32 }, text);
        }
    }
    mx.record(chen.count_ones(), (bytes as u64) * u64::from(vector) * u64::from(chen.count_ones()));
    mx.record_cache(m.l1, m.l3);

    let data_len = Footprint::LscData.bytes(&shape) as usize;
    let data_used = Footprint::LscData.used(&shape, lane_end(chen) as u32) as usize;
    let mut data = vec![0u8; data_len];
    if store {
        mx.read_raw("src1 data", m.data, &mut data, data_used);
        let span = span_elements * bytes as u64;
        let mut writes: Vec<(u64, u32)> = lanes(chen).map(|n| (address(n), n)).collect();
        shared_addresses(&mut writes, span, |at, lane_mask| {
            let text = format!(
                "lanes {} write the common address {at:#x}; they are applied in the pseudo-code's order and the \
                 last wins (vISA spec, LSC_UNTYPED: Semantics, STORE)",
                lane_text(lane_mask)
            );
            let lanes = lane_list(lane_mask);
            mx.report(
                FindingKind::OverlappingWrites { space: target.space(), address: at, len: span as u32, lanes },
                text,
            );
        });
        for n in lanes(chen) {
            for v in 0..vector {
                let at = Footprint::LscData.offset(&shape, n, v) as usize;
                let to = address(n).wrapping_add(place(v) * bytes as u64);
                let datum = to_memory(m.data_size, &data[at..at + reg]);
                mx.trace_write(target.space(), to, bytes as u32, n);
                let written = target.resolve(&mut mx.memory).write(to, &datum[..bytes]);
                written.map_err(|f| mx.fault(n, f))?;
            }
        }
    } else {
        // Disabled lanes keep their bytes: the data operand is read first.
        mx.state.read_raw(m.data, &mut data);
        let (pc, mnemonic) = (mx.pc, mx.mnemonic);
        let fault = |lane: u32, f: crate::exec::memory::Fault| FaultReport {
            instruction: pc,
            mnemonic,
            lane,
            address: f.address,
            len: f.len,
        };
        let mem: Mem = target.resolve(&mut mx.memory);
        for n in lanes(chen) {
            for v in 0..vector {
                let at = Footprint::LscData.offset(&shape, n, v) as usize;
                let from = address(n).wrapping_add(place(v) * bytes as u64);
                let mut datum = [0u8; 8];
                mem.read(from, &mut datum[..bytes]).map_err(|f| fault(n, f))?;
                data[at..at + reg].copy_from_slice(&to_register(m.data_size, datum)[..reg]);
            }
        }
        mx.write_raw("dst data", m.data, &data, data_used);
    }
    Ok(())
}

/// The page's LOAD_STATUS:
///
/// ```text
/// for (n = 0; n < ExecSize; n++) {
///   s = 1;
///   if (Msg.ChEn[n]) {
///     auto addr = Base + AddrScale*Src0Addrs[n] + AddrImmOffset
///     for (v = 0; v < vect_size; v++) {
///       if (s) { s = IsTRTT_VALID_PAGE(addr.elems[v]) }
///     }
///   }
///   dest.bit[n] = MsgChEn[n] & s
/// }
/// ```
///
/// The emulator's memory has no tiled-resource (TR-TT) pages, so every
/// page is valid and bit n is lane n's enable. The first dword of the
/// destination receives the bits; the rest of its GRF is left as it was
/// (the page defines only the bits).
pub fn lsc_load_status(m: &LscUntyped, mx: &mut Machine) -> Result<(), FaultReport> {
    let exec_size = m.exec.lanes();
    if !mx.exec_size_allowed(Message::LscLoadStatus, exec_size) || !shape_allowed(m, None, false, false, mx) {
        return Ok(());
    }
    let chen = mx.chen(m.exec, m.pred);
    let addr_bytes = m.addr_size.bytes() as usize;
    let mut addresses = [0u8; 8 * 32];
    let addresses = &mut addresses[..addr_bytes * exec_size as usize];
    mx.read_raw("addresses", m.addresses, addresses, addr_bytes * lane_end(chen));
    if lsc_target(m, mx).is_none() {
        return Ok(());
    }
    mx.record(chen.count_ones(), 0);
    mx.record_cache(m.l1, m.l3);
    mx.write_raw("dst data", m.data, &chen.to_le_bytes(), 4);
    Ok(())
}

/// Where the message's addresses go (vISA spec, LSC_UNTYPED: Semantics,
/// `Base`): flat `.ugm` SVM, flat `.slm`, or `bti(S)` the surface the launch
/// binds at index S (254 SLM, 255 stateless), bounded: reads past it give
/// zero, writes past it are dropped. A surface-state offset (`bss`, `ss`)
/// names no surface a launch binds: reported, and the message not executed.
pub(super) fn lsc_target(m: &LscUntyped, mx: &mut Machine) -> Option<Target> {
    use crate::visa::LscAddrModel;
    if m.sfid == LscSfid::Ugml && !mx.platform.desc().lsc_ugml.value {
        let text = format!(
            "{} is not executed: {} has no .ugml unit ({})",
            mx.mnemonic,
            mx.platform,
            mx.platform.desc().lsc_ugml.source
        );
        mx.report(FindingKind::Unsupported, text);
        return None;
    }
    let index = match m.surface.model {
        LscAddrModel::Flat => {
            return Some(match m.sfid {
                LscSfid::Ugm | LscSfid::Ugml => Target::Stateless,
                LscSfid::Slm => Target::Slm,
            })
        }
        LscAddrModel::Bti => super::alu::scalar_bits(mx, m.surface.index) as u32,
        LscAddrModel::Bss | LscAddrModel::Ss => {
            let text = format!(
                "{} is not executed: a {} address names a surface by its surface-state offset, which a launch does \
                 not bind (it binds surfaces by binding-table index: docs/launch.md)",
                mx.mnemonic,
                m.surface.model.name()
            );
            mx.report(FindingKind::Unsupported, text);
            return None;
        }
    };
    let target = match u8::try_from(index) {
        Ok(super::BTI_SLM) => Some(Target::Slm),
        Ok(super::BTI_STATELESS) => Some(Target::Stateless),
        Ok(bti) if mx.memory.surfaces.contains_key(&bti) => Some(Target::Surface(bti)),
        _ => None,
    };
    if target.is_none() {
        let text = format!(
            "{} is not executed: binding-table index {index} holds no untyped surface (vISA spec, LSC_UNTYPED: \
             Semantics, BindingTable[Surface])",
            mx.mnemonic
        );
        mx.report(FindingKind::UnboundSurface, text);
    }
    target
}

/// Lane `n`'s address: its `addr_bytes` of `addresses` plus the immediate
/// offset, wrapping at the address size (a32 modulo 2^32, a64 modulo 2^64).
pub(super) fn lane_address(addresses: &[u8], addr_bytes: usize, imm_offset: i32, n: u32) -> u64 {
    let at = n as usize * addr_bytes;
    let mut raw = [0u8; 8];
    raw[..addr_bytes].copy_from_slice(&addresses[at..at + addr_bytes]);
    let a = u64::from_le_bytes(raw).wrapping_add(imm_offset as i64 as u64);
    if addr_bytes == 4 {
        a & 0xffff_ffff
    } else {
        a
    }
}

/// A datum read from memory (its `bytes()` low bytes of `datum`) as its
/// register holds it: d8c32 and d16c32 zero-extended to a dword, d16c32h
/// in the dword's high half (vISA spec, LSC_UNTYPED: DataSize d8u32,
/// d16u32, d16u32h).
fn to_register(size: LscDataSize, datum: [u8; 8]) -> [u8; 8] {
    match size {
        LscDataSize::D16U32H => {
            let w = u32::from(u16::from_le_bytes([datum[0], datum[1]])) << 16;
            let mut out = [0u8; 8];
            out[..4].copy_from_slice(&w.to_le_bytes());
            out
        }
        // The bytes past the datum are zero: the zero extension. (d8 and d16
        // are 2D block sizes: a SIMT message never has them.)
        LscDataSize::D8
        | LscDataSize::D16
        | LscDataSize::D8U32
        | LscDataSize::D16U32
        | LscDataSize::D32
        | LscDataSize::D64 => datum,
    }
}

/// The datum a register's `register_bytes()` hold, as memory takes it (its
/// `bytes()` low bytes): the low byte or half of a dword, or its high half.
fn to_memory(size: LscDataSize, reg: &[u8]) -> [u8; 8] {
    let mut out = [0u8; 8];
    match size {
        LscDataSize::D16U32H => out[..2].copy_from_slice(&reg[2..4]),
        LscDataSize::D8
        | LscDataSize::D16
        | LscDataSize::D8U32
        | LscDataSize::D16U32
        | LscDataSize::D32
        | LscDataSize::D64 => out[..reg.len()].copy_from_slice(reg),
    }
    out
}

/// The shapes the verifier allows (vISA spec, LSC_UNTYPED: Description,
/// "transpose only supports SIMD1"; both of Intel's assemblers: vector
/// sizes 1, 2, 3, 4, 8 when not transposed), and a layout that does not
/// depend on the finalizer; anything else is reported and not executed.
/// `registers`: whether the data is laid out in registers by lanes and
/// elements (not a prefetch's `%null`, not a status's bits).
fn shape_allowed(
    m: &LscUntyped,
    channels: Option<LscChannels>,
    store: bool,
    registers: bool,
    mx: &mut Machine,
) -> bool {
    let (exec, vector) = (m.exec.lanes(), m.vector.count());
    let layout = layout_lanes(mx.platform).unwrap_or(0);
    let why = if channels.is_some() && m.data_size != LscDataSize::D32 {
        format!("a quad message moves d32 channels, not {}", m.data_size.name())
    } else if let Some(c) = channels.filter(|c| store && !c.contiguous()) {
        format!("a quad store's channels are contiguous from x, not {}", c.name())
    } else if m.transposed && exec != 1 {
        format!("a transposed message runs one lane, not {exec} (vISA spec, LSC_UNTYPED: Description)")
    } else if m.data_size.is_conversion() && (vector != 1 || m.transposed) {
        format!("{} converts one datum per lane: not transposed, vector size 1", m.data_size.name())
    } else if !m.transposed && !simt_vector_sizes(m.sfid).contains(&vector) {
        format!(
            "vector size {vector} is not {:?} for a non-transposed .{} message",
            simt_vector_sizes(m.sfid),
            m.sfid.name()
        )
    } else if !m.transposed && vector > 1 && exec < layout && registers {
        format!(
            "a non-transposed vector of {vector} at exec size {exec} has a register layout that depends on the \
             finalizer's -enableHalfLSC option (exec size {layout} or more has one layout)"
        )
    } else {
        return true;
    };
    mx.report(FindingKind::Unsupported, format!("{} is not executed: {why}", mx.mnemonic));
    false
}
