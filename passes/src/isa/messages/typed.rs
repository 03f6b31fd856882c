//! The LSC_TYPED rows of the message table (`.tgm`): the typed quad
//! messages and the typed atomics, their Format, text and operands (vISA
//! spec, LSC_TYPED).

use super::*;

/// A quad row of LSC_TYPED (`lsc_load_quad.tgm`, `lsc_store_quad.tgm`):
/// image coordinates instead of addresses. The unit is the opcode's, not a
/// field, so the mnemonic carries it.
pub(super) const fn lsc_typed_quad(
    message: Message,
    mnemonic: &'static str,
    opcode: Cited<u8>,
    sub_opcode: u8,
    access: Access,
    operands: &'static [OperandDesc],
) -> MessageDesc {
    let write = matches!(access, Access::Write);
    MessageDesc {
        message,
        name: "LSC_TYPED",
        mnemonic,
        opcode,
        sub_opcode: Some(sub_opcode),
        format: if write { LSC_TYPED_STORE_QUAD_FORMAT } else { LSC_TYPED_LOAD_QUAD_FORMAT },
        text: if write { LSC_TYPED_STORE_QUAD_TEXT } else { LSC_TYPED_LOAD_QUAD_TEXT },
        access,
        addressing: Addressing::Image,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(
            SIMD1_TO_32,
            "vISA spec, LSC_TYPED: ExecSize (SIMD8 on DG2, SIMD16 on PVC; Xe2: IGC 1.0.17791's assembler encodes \
             (32|M0) load_quad.tgm; the platform table's lsc_lanes)",
        ),
        platforms: table_cells(TableCell::LscTyped),
        features: &[],
        surfaces: cite(Surfaces::Image, "vISA spec, LSC_TYPED: Surface (a typed surface: U, V, R, LOD)"),
        blocks: Blocks::None,
        // The enabled channels of the texel (LOAD_QUAD, STORE_QUAD).
        memory: LaneMemory::Channels,
        operands,
    }
}
const LSC_TYPED_OPERANDS: &str = "vISA spec, LSC_TYPED: DstData, Src0AddrsU, Src0AddrsV (null for 1D), Src0AddrsR \
     (null for 1D and 2D), Src0AddrsLOD, Src1Data, ChMask, Semantics (LSC_UNTYPED LOAD_QUAD/STORE_QUAD with U, V, R, \
     LOD addressing)";
const fn typed_coordinates() -> [OperandDesc; 4] {
    let u = raw(F::U, Types::LscAddress, Footprint::LscAddresses, LSC_TYPED_OPERANDS);
    let v = nullable(raw(F::V, Types::LscAddress, Footprint::LscAddresses, LSC_TYPED_OPERANDS), Null::Allowed);
    let r = nullable(raw(F::R, Types::LscAddress, Footprint::LscAddresses, LSC_TYPED_OPERANDS), Null::Allowed);
    let lod = nullable(raw(F::Lod, Types::LscAddress, Footprint::LscAddresses, LSC_TYPED_OPERANDS), Null::Allowed);
    [u, v, r, lod]
}
pub(super) static LSC_TYPED_LOAD_OPERANDS: [OperandDesc; 5] = {
    let [u, v, r, lod] = typed_coordinates();
    // `%null`: a prefetch (vISA spec, LSC_TYPED: Description, "Load operations may specify the null register").
    let dst = nullable(raw(F::DstData, Types::LscData, Footprint::LscData, LSC_TYPED_OPERANDS), Null::Allowed);
    [dst, u, v, r, lod]
};
pub(super) static LSC_TYPED_STORE_OPERANDS: [OperandDesc; 5] = {
    let [u, v, r, lod] = typed_coordinates();
    [u, v, r, lod, raw(F::Src1Data, Types::LscData, Footprint::LscData, LSC_TYPED_OPERANDS)]
};
/// vISA spec, LSC_TYPED: Format (LscSubOp lsc_load_quad .. lsc_store_uncompressed), after `LscSubOp`.
/// The atomics' row has its `LscSubOp` (the operation) as its first field.
macro_rules! lsc_typed_format {
    ($dst:expr, $src1:expr) => {
        // A quad's vector size is its channel count, written as 0.
        lsc_typed_format!(@ [] K::Constant { width: Width::Ub, value: 1, what: "non-transposed (1)" },
            K::Ignored(Width::Ub), K::LscChMask; $dst, $src1, K::NullRaw)
    };
    // An atomic: data order and vector size as LSC_UNTYPED's atomics (the
    // verifier's `lsc-atomic` rule: 1, not transposed); no channel mask.
    (atomic) => {
        lsc_typed_format!(@ [f(F::LscSubOp, K::LscAtomicOp),] K::LscDataOrder, K::LscVectorSize,
            K::Ignored(Width::Ub); K::Raw, K::Raw, K::Raw)
    };
    (@ [$($first:expr,)*] $order:expr, $vector:expr, $chmask:expr; $dst:expr, $src1:expr, $src2:expr) => {
        &[
            $($first,)*
            EXEC,
            PRED,
            f(F::CachingL1, K::LscCache),
            f(F::CachingL3, K::LscCache),
            f(F::AddrType, K::LscAddrType),
            f(F::AddrSize, K::LscAddrSize),
            f(F::DataSize, K::LscDataSize),
            f(F::DataOrder, $order),
            f(F::DataElemsPerAddr, $vector),
            f(F::ChMask, $chmask),
            f(F::Surface, K::LscSurface),
            f(F::DstData, $dst),
            f(F::U, K::Raw),
            f(F::V, K::Raw),
            f(F::R, K::Raw),
            f(F::Lod, K::Raw),
            f(F::Src1Data, $src1),
            f(F::Src2Data, $src2),
        ]
    };
}
const LSC_TYPED_LOAD_QUAD_FORMAT: &[FormatField] = lsc_typed_format!(K::Raw, K::NullRaw);
const LSC_TYPED_STORE_QUAD_FORMAT: &[FormatField] = lsc_typed_format!(K::NullRaw, K::Raw);
/// `lsc_load_quad.tgm (M1, 16) D.0:d32.xzw bti(0x4)[U.0,V.0]:a32`
const LSC_TYPED_LOAD_QUAD_TEXT: &[TextPiece] =
    &[T::Suffix(F::CachingL1), T::Exec, T::LscData(F::DstData), T::LscTypedAddress];
/// `lsc_store_quad.tgm (M1, 16) bti(0x4)[U.0,V.0]:a32 D.0:d32.xy`
const LSC_TYPED_STORE_QUAD_TEXT: &[TextPiece] =
    &[T::Suffix(F::CachingL1), T::Exec, T::LscTypedAddress, T::LscData(F::Src1Data)];

const LSC_TYPED_ATOMIC_OPERANDS: &str = "vISA spec, LSC_TYPED: Semantics (atomics as LSC_UNTYPED's with a scale \
     of 1 and offset 0), DstData, Src0AddrsU, Src0AddrsV, Src0AddrsR, Src0AddrsLOD, Src1Data, Src2Data, Notes (an \
     atomic with 0 or 1 extra arguments leaves Src1Data and Src2Data null)";
static LSC_TYPED_ATOMIC_OPERANDS_ROW: [OperandDesc; 7] = {
    let [u, v, r, lod] = typed_coordinates();
    // `%null` DstData: no value returned.
    [
        nullable(raw(F::DstData, Types::LscData, Footprint::LscData, LSC_TYPED_ATOMIC_OPERANDS), Null::Allowed),
        u,
        v,
        r,
        lod,
        nullable(raw(F::Src1Data, Types::LscData, Footprint::LscData, LSC_TYPED_ATOMIC_OPERANDS), Null::WhenUnused),
        nullable(raw(F::Src2Data, Types::LscData, Footprint::LscData, LSC_TYPED_ATOMIC_OPERANDS), Null::WhenUnused),
    ]
};
const LSC_TYPED_ATOMIC_FORMAT: &[FormatField] = lsc_typed_format!(atomic);
/// `lsc_atomic_icas.tgm.uc.uc (M1, 16) D.0:d32 bti(0x4)[U.0,V.0]:a32 CMP.0 NEW.0`
const LSC_TYPED_ATOMIC_TEXT: &[TextPiece] = &[
    T::MnemonicTail(F::LscSubOp),
    T::Suffix(F::CachingL1),
    T::Exec,
    T::LscData(F::DstData),
    T::LscTypedAddress,
    T::Operand(F::Src1Data),
    T::Operand(F::Src2Data),
];

/// The rows, in the table's order.
pub(super) const ROWS: [MessageDesc; 3] = [
    lsc_typed_quad(
        Message::LscTypedLoadQuad,
        "lsc_load_quad.tgm",
        cite(LSC_TYPED, "vISA spec, LSC_TYPED: Opcode (0x8a; LscSubOp lsc_load_quad 0x02)"),
        0x02,
        Access::Read,
        &LSC_TYPED_LOAD_OPERANDS,
    ),
    lsc_typed_quad(
        Message::LscTypedStoreQuad,
        "lsc_store_quad.tgm",
        cite(LSC_TYPED, "vISA spec, LSC_TYPED: Opcode (0x8a; LscSubOp lsc_store_quad 0x06)"),
        0x06,
        Access::Write,
        &LSC_TYPED_STORE_OPERANDS,
    ),
    // lsc_atomic_<op>.tgm (LscSubOp 0x08..0x1A: the operation)
    MessageDesc {
        message: Message::LscTypedAtomic,
        name: "LSC_TYPED",
        // The operation goes between the stem and the unit: `lsc_atomic_iadd.tgm`.
        mnemonic: "lsc_atomic.tgm",
        opcode: cite(
            LSC_TYPED,
            "vISA spec, LSC_TYPED: Opcode (0x8a; LscSubOp lsc_atomic_iinc 0x08 .. lsc_atomic_xor 0x1A)",
        ),
        sub_opcode: None,
        format: LSC_TYPED_ATOMIC_FORMAT,
        text: LSC_TYPED_ATOMIC_TEXT,
        access: Access::ReadWrite,
        addressing: Addressing::Image,
        lanes: Lanes::Simd,
        emask_of_send: EMASK_OWN,
        exec_sizes: cite(
            SIMD1_TO_16,
            "vISA spec, LSC_TYPED: ExecSize (SIMD8 on DG2, SIMD16 on PVC; Xe2: IGC 1.0.17791's assembler aborts on \
             (M1, 32) lsc_atomic_iadd.tgm)",
        ),
        platforms: table_cells(TableCell::LscTyped),
        features: &[],
        surfaces: cite(Surfaces::Image, "vISA spec, LSC_TYPED: Surface (a typed surface: U, V, R, LOD)"),
        blocks: Blocks::None,
        // One datum of the texel per lane.
        memory: LaneMemory::LscVector,
        operands: &LSC_TYPED_ATOMIC_OPERANDS_ROW,
    },
];

impl Message {
    /// The LSC_TYPED message of `mnemonic` (`lsc_load_quad`) written with the
    /// unit `.tgm`, which tells it from LSC_UNTYPED's `lsc_load_quad.ugm`.
    pub fn typed_from_mnemonic(mnemonic: &str) -> Option<Message> {
        if LscAtomicOp::from_mnemonic(mnemonic).is_some() {
            return Some(Message::LscTypedAtomic);
        }
        let stem = |m: Message| m.mnemonic().strip_suffix(".tgm").map(|s| s.to_string());
        Message::ALL.into_iter().find(|&m| m.desc().opcode.value == LSC_TYPED && stem(m).as_deref() == Some(mnemonic))
    }
}

impl LscAtomicOp {
    /// The operation's LSC_TYPED mnemonic, `lsc_atomic_iadd.tgm`.
    pub fn typed_mnemonic(self) -> &'static str {
        static MNEMONICS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
            LscAtomicOp::ALL.into_iter().map(|op| format!("{}.tgm", op.mnemonic())).collect()
        });
        MNEMONICS.get(self as usize).map_or("lsc_atomic.tgm", String::as_str)
    }
}

/// A platform-table cell that says where a message is (the 2D block and
/// LSC_TYPED rows).
#[derive(Clone, Copy)]
pub(super) enum TableCell {
    /// `lsc_block2d`: the 2D block messages.
    LscBlock2d,
    /// `lsc_typed`: the LSC_TYPED messages.
    LscTyped,
}

/// Where the platform table's `cell` says a message is.
pub(super) const fn table_cells(cell: TableCell) -> [Cited<bool>; Platform::COUNT] {
    let mut cells = [cite(false, ""); Platform::COUNT];
    let mut i = 0;
    while i < Platform::COUNT {
        cells[i] = match cell {
            TableCell::LscBlock2d => PLATFORM_TABLE[i].lsc_block2d,
            TableCell::LscTyped => PLATFORM_TABLE[i].lsc_typed,
        };
        i += 1;
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_atomics_are_one_row_found_by_sub_opcode_and_mnemonic() {
        // vISA spec, LSC_TYPED: LscSubOp 0x08 (iinc) .. 0x1A (xor) are the atomics; 0x02 and 0x06 the quads.
        assert_eq!(Message::from_opcodes(0x8a, Some(0x0c)), Some(Message::LscTypedAtomic));
        assert_eq!(Message::from_opcodes(0x8a, Some(0x1a)), Some(Message::LscTypedAtomic));
        assert_eq!(Message::from_opcodes(0x8a, Some(0x02)), Some(Message::LscTypedLoadQuad));
        assert_eq!(Message::from_opcodes(0x8a, Some(0x1b)), None);
        assert_eq!(Message::from_opcodes(0x89, Some(0x0c)), Some(Message::LscAtomic));
        assert_eq!(Message::typed_from_mnemonic("lsc_atomic_fcas"), Some(Message::LscTypedAtomic));
        assert_eq!(Message::typed_from_mnemonic("lsc_load_status"), None);
        assert_eq!(Message::from_mnemonic("lsc_atomic_fcas"), Some(Message::LscAtomic));
        for op in LscAtomicOp::ALL {
            assert_eq!(op.typed_mnemonic(), format!("{}.tgm", op.mnemonic()));
        }
        let on = |m: Message| Platform::ALL.map(|p| m.available_on(p));
        assert_eq!(on(Message::LscTypedAtomic), on(Message::LscTypedLoadQuad));
        assert_eq!(Message::LscTypedAtomic.exec_sizes(Platform::Xe2), [1, 2, 4, 8, 16]);
    }
}
