//! The atomic operations of the atomic messages, as data: the `Op` field
//! of DWORD_ATOMIC, SVM_ATOMIC and TYPED_ATOMIC and the facts of the
//! DWORD_ATOMIC_OP table (vISA spec, DWORD_ATOMIC: Description) that do not
//! depend on what the operation computes: its code, name, which sources it
//! reads, its data type class and whether it returns the old or new value.
//!
//! What each operation computes is written twice, independently: by the
//! emulator from the table's formulas, and by the reference interpreter in
//! terms of LLVM's `atomicrmw` and `cmpxchg`.

/// Atomic operations of the `Op` field, bits 4..0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Add,
    Sub,
    Inc,
    Dec,
    Min,
    Max,
    Xchg,
    CmpXchg,
    And,
    Or,
    Xor,
    IMin,
    IMax,
    PreDec,
    FMax,
    FMin,
    FCmpWr,
}

/// The operand types of an operation (the Notes of DWORD_ATOMIC and
/// SVM_ATOMIC: "IMIN, IMAX: type D; FMAX, FMIN, FCMPWR: type F; Other
/// operations: type UD").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicData {
    Unsigned,
    Signed,
    Float,
}

/// The table's "Return Value" column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicReturns {
    Old,
    New,
}

/// One row of the DWORD_ATOMIC_OP table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtomicOpDesc {
    pub op: AtomicOp,
    /// Bits 4..0 of `Op`.
    pub code: u8,
    /// The operation's name in the `Op` field's list.
    pub name: &'static str,
    /// Sources read: 0 (`Src0` and `Src1` are V0), 1 (`Src0`) or 2.
    pub sources: u8,
    pub data: AtomicData,
    /// The "Data Type" column is signed (W, D, Q): the returned 16-bit value
    /// reads as the same signed dword.
    pub signed_result: bool,
    pub returns: AtomicReturns,
}

const fn row(
    op: AtomicOp,
    code: u8,
    name: &'static str,
    sources: u8,
    data: AtomicData,
    signed_result: bool,
    returns: AtomicReturns,
) -> AtomicOpDesc {
    AtomicOpDesc { op, code, name, sources, data, signed_result, returns }
}

/// In the order of `AtomicOp`.
static OPS: [AtomicOpDesc; 17] = {
    use AtomicData::*;
    use AtomicOp::*;
    use AtomicReturns::*;
    [
        row(Add, 0b00000, "add", 1, Unsigned, false, Old),
        row(Sub, 0b00001, "sub", 1, Unsigned, false, Old),
        row(Inc, 0b00010, "inc", 0, Unsigned, false, Old),
        row(Dec, 0b00011, "dec", 0, Unsigned, false, Old),
        row(Min, 0b00100, "min", 1, Unsigned, false, Old),
        row(Max, 0b00101, "max", 1, Unsigned, false, Old),
        row(Xchg, 0b00110, "xchg", 1, Unsigned, false, Old),
        row(CmpXchg, 0b00111, "cmpxchg", 2, Unsigned, false, Old),
        row(And, 0b01000, "and", 1, Unsigned, false, Old),
        row(Or, 0b01001, "or", 1, Unsigned, false, Old),
        row(Xor, 0b01010, "xor", 1, Unsigned, false, Old),
        row(IMin, 0b01011, "imin", 1, Signed, true, Old),
        row(IMax, 0b01100, "imax", 1, Signed, true, Old),
        row(PreDec, 0b01101, "predec", 0, Unsigned, true, New),
        row(FMax, 0b10000, "fmax", 1, Float, false, Old),
        row(FMin, 0b10001, "fmin", 1, Float, false, Old),
        row(FCmpWr, 0b10010, "fcmpwr", 2, Float, false, Old),
    ]
};

impl AtomicOp {
    pub const ALL: [AtomicOp; 17] = [
        AtomicOp::Add,
        AtomicOp::Sub,
        AtomicOp::Inc,
        AtomicOp::Dec,
        AtomicOp::Min,
        AtomicOp::Max,
        AtomicOp::Xchg,
        AtomicOp::CmpXchg,
        AtomicOp::And,
        AtomicOp::Or,
        AtomicOp::Xor,
        AtomicOp::IMin,
        AtomicOp::IMax,
        AtomicOp::PreDec,
        AtomicOp::FMax,
        AtomicOp::FMin,
        AtomicOp::FCmpWr,
    ];

    pub fn desc(self) -> &'static AtomicOpDesc {
        &OPS[self as usize]
    }

    /// The 5-bit operation code of the `Op` field.
    pub fn code(self) -> u8 {
        self.desc().code
    }

    pub fn from_code(code: u8) -> Option<AtomicOp> {
        OPS.iter().find(|d| d.code == code).map(|d| d.op)
    }

    pub fn name(self) -> &'static str {
        self.desc().name
    }

    /// The spelling in vISA text (`typed_atomic.<op>`), as Intel's assembler
    /// reads it: `minsint`/`maxsint` for IMIN/IMAX (the spec's grammar says
    /// `imin`/`imax`, which the parser also takes). PREDEC has no spelling
    /// in the assembler's grammar (nor in the spec's); `predec` is this
    /// project's, and `compile` refuses to write it as text.
    pub fn asm_name(self) -> &'static str {
        match self {
            AtomicOp::IMin => "minsint",
            AtomicOp::IMax => "maxsint",
            op => op.name(),
        }
    }

    /// Whether Intel's assembler can read this operation as text.
    pub fn has_asm_spelling(self) -> bool {
        self != AtomicOp::PreDec
    }

    pub fn from_name(name: &str) -> Option<AtomicOp> {
        OPS.iter().find(|d| d.name.eq_ignore_ascii_case(name)).map(|d| d.op)
    }

    /// INC, DEC and PREDEC take no source: `Src0` must be V0.
    pub fn has_src0(self) -> bool {
        self.desc().sources >= 1
    }

    /// Only CMPXCHG and FCMPWR use `Src1`; for the rest it must be V0.
    pub fn has_src1(self) -> bool {
        self.desc().sources == 2
    }

    /// IMIN and IMAX take and return signed data (type D).
    pub fn is_signed(self) -> bool {
        self.desc().data == AtomicData::Signed
    }

    pub fn is_float(self) -> bool {
        self.desc().data == AtomicData::Float
    }

    /// PREDEC returns the new value; every other operation the old one.
    pub fn returns_new(self) -> bool {
        self.desc().returns == AtomicReturns::New
    }
}

/// The atomic operations of the LSC messages (vISA spec, LSC_UNTYPED:
/// LscSubOp 0x08..0x1A), each its own mnemonic `lsc_atomic_<name>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LscAtomicOp {
    IInc,
    IDec,
    Load,
    Store,
    IAdd,
    ISub,
    SMin,
    SMax,
    UMin,
    UMax,
    ICas,
    FAdd,
    FSub,
    FMin,
    FMax,
    FCas,
    And,
    Or,
    Xor,
}

/// One row of LSC_UNTYPED's LSC Operation Encoding table for an atomic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LscAtomicOpDesc {
    pub op: LscAtomicOp,
    /// `LscSubOp`.
    pub sub_op: u8,
    /// The `.visaasm` mnemonic (the table's Symbol).
    pub mnemonic: &'static str,
    /// The table's "Extra atomic arguments": how many of `Src1Data` and
    /// `Src2Data` it reads (the rest are `%null`).
    pub sources: u8,
    /// What the data is read as: the op's name (i: integer, s: signed,
    /// u: unsigned, f: float); `load`, `store` and the bitwise ops move bits.
    pub data: AtomicData,
}

const fn lsc_row(
    op: LscAtomicOp,
    sub_op: u8,
    mnemonic: &'static str,
    sources: u8,
    data: AtomicData,
) -> LscAtomicOpDesc {
    LscAtomicOpDesc { op, sub_op, mnemonic, sources, data }
}

/// In the order of `LscAtomicOp` (and of the sub-operations).
static LSC_OPS: [LscAtomicOpDesc; 19] = {
    use AtomicData::*;
    use LscAtomicOp::*;
    [
        lsc_row(IInc, 0x08, "lsc_atomic_iinc", 0, Unsigned),
        lsc_row(IDec, 0x09, "lsc_atomic_idec", 0, Unsigned),
        lsc_row(Load, 0x0A, "lsc_atomic_load", 0, Unsigned),
        lsc_row(Store, 0x0B, "lsc_atomic_store", 1, Unsigned),
        lsc_row(IAdd, 0x0C, "lsc_atomic_iadd", 1, Unsigned),
        lsc_row(ISub, 0x0D, "lsc_atomic_isub", 1, Unsigned),
        lsc_row(SMin, 0x0E, "lsc_atomic_smin", 1, Signed),
        lsc_row(SMax, 0x0F, "lsc_atomic_smax", 1, Signed),
        lsc_row(UMin, 0x10, "lsc_atomic_umin", 1, Unsigned),
        lsc_row(UMax, 0x11, "lsc_atomic_umax", 1, Unsigned),
        lsc_row(ICas, 0x12, "lsc_atomic_icas", 2, Unsigned),
        lsc_row(FAdd, 0x13, "lsc_atomic_fadd", 1, Float),
        lsc_row(FSub, 0x14, "lsc_atomic_fsub", 1, Float),
        lsc_row(FMin, 0x15, "lsc_atomic_fmin", 1, Float),
        lsc_row(FMax, 0x16, "lsc_atomic_fmax", 1, Float),
        lsc_row(FCas, 0x17, "lsc_atomic_fcas", 2, Float),
        lsc_row(And, 0x18, "lsc_atomic_and", 1, Unsigned),
        lsc_row(Or, 0x19, "lsc_atomic_or", 1, Unsigned),
        lsc_row(Xor, 0x1A, "lsc_atomic_xor", 1, Unsigned),
    ]
};

impl LscAtomicOp {
    pub const ALL: [LscAtomicOp; 19] = {
        let mut all = [LscAtomicOp::IInc; 19];
        let mut i = 0;
        while i < 19 {
            all[i] = LSC_OPS[i].op;
            i += 1;
        }
        all
    };

    pub fn desc(self) -> &'static LscAtomicOpDesc {
        &LSC_OPS[self as usize]
    }

    pub fn sub_op(self) -> u8 {
        self.desc().sub_op
    }

    pub fn from_sub_op(sub_op: u8) -> Option<LscAtomicOp> {
        LSC_OPS.iter().find(|d| d.sub_op == sub_op).map(|d| d.op)
    }

    pub fn mnemonic(self) -> &'static str {
        self.desc().mnemonic
    }

    /// The op's name after `lsc_atomic_`: `iadd`.
    pub fn name(self) -> &'static str {
        &self.mnemonic()["lsc_atomic_".len()..]
    }

    pub fn from_mnemonic(mnemonic: &str) -> Option<LscAtomicOp> {
        LSC_OPS.iter().find(|d| d.mnemonic.eq_ignore_ascii_case(mnemonic)).map(|d| d.op)
    }

    /// How many of `Src1Data`, `Src2Data` it reads (the page's "Extra atomic arguments").
    pub fn sources(self) -> u8 {
        self.desc().sources
    }

    pub fn is_float(self) -> bool {
        self.desc().data == AtomicData::Float
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_follow_the_enum_and_codes_round_trip() {
        for op in AtomicOp::ALL {
            assert_eq!(op.desc().op, op);
            assert_eq!(AtomicOp::from_code(op.code()), Some(op));
            assert_eq!(AtomicOp::from_name(op.name()), Some(op));
        }
        // The gap of the table: codes 0b01110 and 0b01111 are not operations.
        assert_eq!(AtomicOp::from_code(0b01110), None);
        assert_eq!(AtomicOp::from_code(0b10011), None);
    }

    #[test]
    fn lsc_rows_follow_the_page() {
        // vISA spec, LSC_UNTYPED: LSC Operation Encoding, lsc_atomic_iinc 0x08 .. lsc_atomic_xor 0x1A, in order.
        for (i, op) in LscAtomicOp::ALL.into_iter().enumerate() {
            assert_eq!(op.desc().op, op);
            assert_eq!(op.sub_op(), 0x08 + i as u8);
            assert_eq!(LscAtomicOp::from_sub_op(op.sub_op()), Some(op));
            assert_eq!(LscAtomicOp::from_mnemonic(op.mnemonic()), Some(op));
        }
        assert_eq!(LscAtomicOp::from_sub_op(0x07), None);
        assert_eq!(LscAtomicOp::from_sub_op(0x1B), None);
        assert_eq!(LscAtomicOp::ICas.name(), "icas");
        let sources = |n| LscAtomicOp::ALL.into_iter().filter(move |o| o.sources() == n);
        use LscAtomicOp::*;
        assert_eq!(sources(0).collect::<Vec<_>>(), [IInc, IDec, Load]);
        assert_eq!(sources(2).collect::<Vec<_>>(), [ICas, FCas]);
        assert_eq!(LscAtomicOp::ALL.into_iter().filter(|o| o.is_float()).count(), 5);
    }

    #[test]
    fn sources_and_returns() {
        use AtomicOp::*;
        let no_src: Vec<_> = AtomicOp::ALL.into_iter().filter(|o| !o.has_src0()).collect();
        assert_eq!(no_src, [Inc, Dec, PreDec]);
        let two: Vec<_> = AtomicOp::ALL.into_iter().filter(|o| o.has_src1()).collect();
        assert_eq!(two, [CmpXchg, FCmpWr]);
        let new: Vec<_> = AtomicOp::ALL.into_iter().filter(|o| o.returns_new()).collect();
        assert_eq!(new, [PreDec]);
    }
}
