//! The atomic operations of TYPED_ATOMIC (`TYPED_ATOMIC.md`, the `Op`
//! field; formulas in `DWORD_ATOMIC.md`). Shared by the intrinsic recogniser
//! (which reads the names in `llvm.genx.typed.atomic.<op>`) and the vISA model.

/// Atomic operations of TYPED_ATOMIC's `Op` field, bits 4..0.
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

    /// The 5-bit operation code of the `Op` field.
    pub fn code(self) -> u8 {
        match self {
            AtomicOp::Add => 0b00000,
            AtomicOp::Sub => 0b00001,
            AtomicOp::Inc => 0b00010,
            AtomicOp::Dec => 0b00011,
            AtomicOp::Min => 0b00100,
            AtomicOp::Max => 0b00101,
            AtomicOp::Xchg => 0b00110,
            AtomicOp::CmpXchg => 0b00111,
            AtomicOp::And => 0b01000,
            AtomicOp::Or => 0b01001,
            AtomicOp::Xor => 0b01010,
            AtomicOp::IMin => 0b01011,
            AtomicOp::IMax => 0b01100,
            AtomicOp::PreDec => 0b01101,
            AtomicOp::FMax => 0b10000,
            AtomicOp::FMin => 0b10001,
            AtomicOp::FCmpWr => 0b10010,
        }
    }

    pub fn from_code(code: u8) -> Option<AtomicOp> {
        AtomicOp::ALL.iter().copied().find(|op| op.code() == code)
    }

    pub fn name(self) -> &'static str {
        match self {
            AtomicOp::Add => "add",
            AtomicOp::Sub => "sub",
            AtomicOp::Inc => "inc",
            AtomicOp::Dec => "dec",
            AtomicOp::Min => "min",
            AtomicOp::Max => "max",
            AtomicOp::Xchg => "xchg",
            AtomicOp::CmpXchg => "cmpxchg",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::IMin => "imin",
            AtomicOp::IMax => "imax",
            AtomicOp::PreDec => "predec",
            AtomicOp::FMax => "fmax",
            AtomicOp::FMin => "fmin",
            AtomicOp::FCmpWr => "fcmpwr",
        }
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
        let lower = name.to_ascii_lowercase();
        AtomicOp::ALL.iter().copied().find(|op| op.name() == lower)
    }

    /// INC, DEC and PREDEC take no source: `Src0` must be V0.
    pub fn has_src0(self) -> bool {
        !matches!(self, AtomicOp::Inc | AtomicOp::Dec | AtomicOp::PreDec)
    }

    /// Only CMPXCHG and FCMPWR use `Src1`; for the rest it must be V0.
    pub fn has_src1(self) -> bool {
        matches!(self, AtomicOp::CmpXchg | AtomicOp::FCmpWr)
    }

    /// IMIN and IMAX take and return signed dwords (type D).
    pub fn is_signed(self) -> bool {
        matches!(self, AtomicOp::IMin | AtomicOp::IMax)
    }
}
