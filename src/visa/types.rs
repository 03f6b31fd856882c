//! Field types of vISA instructions and declarations.
//!
//! Each type is named after the spec field it models and holds only the values
//! the field's binary encoding can carry, so that a decoded or parsed program
//! is representable exactly. Values that are encodable but *illegal* for an
//! instruction (an all-zero channel mask, SIMD4 for SCATTER4_SCALED, ...) are
//! representable on purpose: rejecting them is the verifier's job, with a
//! message that names the rule.

use std::fmt;

pub use visa_passes::isa::elem::ElemType;

/// Execution size: bits 2..0 of the `Exec_size` byte (vISA spec, Execution Model chapter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ExecSize {
    S1,
    S2,
    S4,
    S8,
    S16,
    S32,
}

impl ExecSize {
    pub const ALL: [ExecSize; 6] =
        [ExecSize::S1, ExecSize::S2, ExecSize::S4, ExecSize::S8, ExecSize::S16, ExecSize::S32];

    pub fn lanes(self) -> u32 {
        1 << (self as u32)
    }

    pub fn from_lanes(lanes: u32) -> Option<ExecSize> {
        ExecSize::ALL.iter().copied().find(|e| e.lanes() == lanes)
    }

    /// The size code of bits 2..0: 0b000 = 1 element ... 0b101 = 32 elements.
    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<ExecSize> {
        ExecSize::ALL.get(code as usize).copied()
    }
}

/// Execution-mask offset M1..M8: channel offsets 0, 4, ..., 28
/// (vISA spec, Execution Model chapter, "Execution Mask").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EmaskOffset {
    M1,
    M2,
    M3,
    M4,
    M5,
    M6,
    M7,
    M8,
}

impl EmaskOffset {
    pub const ALL: [EmaskOffset; 8] = [
        EmaskOffset::M1,
        EmaskOffset::M2,
        EmaskOffset::M3,
        EmaskOffset::M4,
        EmaskOffset::M5,
        EmaskOffset::M6,
        EmaskOffset::M7,
        EmaskOffset::M8,
    ];

    /// The first channel this offset selects.
    pub fn channel(self) -> u32 {
        4 * self as u32
    }

    pub fn from_channel(channel: u32) -> Option<EmaskOffset> {
        if !channel.is_multiple_of(4) {
            return None;
        }
        EmaskOffset::ALL.get((channel / 4) as usize).copied()
    }

    pub fn index(self) -> u8 {
        self as u8
    }

    pub fn from_index(index: u8) -> Option<EmaskOffset> {
        EmaskOffset::ALL.get(index as usize).copied()
    }
}

impl fmt::Display for EmaskOffset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "M{}", self.index() + 1)
    }
}

/// The whole `Exec_size` byte: size, emask offset, and NoMask.
///
/// Binary: bits 2..0 size code, bits 7..4 the mask control (bit 7 = NoMask,
/// bits 6..4 = M1..M8). Text: `(M5_NM, 16)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExecCtrl {
    pub size: ExecSize,
    pub offset: EmaskOffset,
    /// `_NM`: ignore the execution mask (still predicated; the offset still
    /// selects the predicate bits).
    pub no_mask: bool,
}

impl ExecCtrl {
    pub fn new(size: ExecSize, offset: EmaskOffset, no_mask: bool) -> ExecCtrl {
        ExecCtrl { size, offset, no_mask }
    }

    /// `(M1_NM, n)`: the form the lowering emits outside SIMT mode.
    pub fn nm(size: ExecSize) -> ExecCtrl {
        ExecCtrl::new(size, EmaskOffset::M1, true)
    }

    pub fn lanes(self) -> u32 {
        self.size.lanes()
    }

    pub fn to_byte(self) -> u8 {
        let mask_ctrl = self.offset.index() | if self.no_mask { 0b1000 } else { 0 };
        (mask_ctrl << 4) | self.size.code()
    }

    /// Decodes the byte; `None` for reserved size codes or bit 3 set.
    pub fn from_byte(byte: u8) -> Option<ExecCtrl> {
        if byte & 0b1000 != 0 {
            return None;
        }
        let size = ExecSize::from_code(byte & 0b111)?;
        let mask_ctrl = byte >> 4;
        let offset = EmaskOffset::from_index(mask_ctrl & 0b111)?;
        Some(ExecCtrl::new(size, offset, mask_ctrl & 0b1000 != 0))
    }
}

impl fmt::Display for ExecCtrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nm = if self.no_mask { "_NM" } else { "" };
        write!(f, "({}{}, {})", self.offset, nm, self.lanes())
    }
}

/// Predicate combine control, bits 14..13 of the `Pred` word (vISA spec, Operands chapter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PredCombine {
    /// "00": sequential channel-to-predicate mapping.
    Sequential,
    /// "01": 1 for all channels if any predicate bit is 1.
    Any,
    /// "10": 1 for all channels if all predicate bits are 1.
    All,
}

/// Index of a predicate variable. P0 is reserved (it encodes "not
/// predicated"), so declared predicates are P1, P2, ...: 12 bits in the
/// `Pred` word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PredVarId(u16);

impl PredVarId {
    pub const MAX: u16 = 0x0fff;

    /// `None` for 0 (reserved) and ids past 12 bits.
    pub fn new(id: u16) -> Option<PredVarId> {
        (1..=Self::MAX).contains(&id).then_some(PredVarId(id))
    }

    /// The id of the `index`-th declared predicate (0-based).
    pub fn from_decl_index(index: usize) -> Option<PredVarId> {
        u16::try_from(index + 1).ok().and_then(PredVarId::new)
    }

    pub fn get(self) -> u16 {
        self.0
    }

    pub fn decl_index(self) -> usize {
        self.0 as usize - 1
    }
}

/// A predicate operand: `(P1)`, `(!P1)`, `(P1.any)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Predicate {
    pub var: PredVarId,
    pub inverse: bool,
    pub combine: PredCombine,
}

impl Predicate {
    pub fn new(var: PredVarId) -> Predicate {
        Predicate { var, inverse: false, combine: PredCombine::Sequential }
    }

    pub fn inverted(var: PredVarId) -> Predicate {
        Predicate { inverse: true, ..Predicate::new(var) }
    }

    /// The `Pred(uw)` field; 0 means "not predicated".
    pub fn encode(pred: Option<Predicate>) -> u16 {
        let Some(p) = pred else { return 0 };
        let combine: u16 = match p.combine {
            PredCombine::Sequential => 0,
            PredCombine::Any => 1,
            PredCombine::All => 2,
        };
        (u16::from(p.inverse) << 15) | (combine << 13) | p.var.get()
    }

    /// Decodes the `Pred(uw)` field. `Err` for the reserved combine value or
    /// the reserved bit 12; `Ok(None)` when the id is 0.
    pub fn decode(word: u16) -> Result<Option<Predicate>, &'static str> {
        if word & (1 << 12) != 0 {
            return Err("predicate bit 12 is reserved and must be 0");
        }
        let combine = match (word >> 13) & 0b11 {
            0 => PredCombine::Sequential,
            1 => PredCombine::Any,
            2 => PredCombine::All,
            _ => return Err("predicate combine 0b11 is reserved"),
        };
        let inverse = word & 0x8000 != 0;
        match PredVarId::new(word & 0x0fff) {
            Some(var) => Ok(Some(Predicate { var, inverse, combine })),
            None if !inverse && combine == PredCombine::Sequential => Ok(None),
            None => Err("predicate control without a predicate variable (id 0)"),
        }
    }
}

/// RGBA channel enables of SCATTER4_SCALED: bit set = channel written,
/// R = bit 0 ... A = bit 3. Only 4 bits exist; the all-zero mask is
/// representable (the binary field can hold it) and rejected by the verifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChannelMask(u8);

impl ChannelMask {
    pub const R: ChannelMask = ChannelMask(0b0001);
    pub const RG: ChannelMask = ChannelMask(0b0011);
    pub const RGBA: ChannelMask = ChannelMask(0b1111);
    const LETTERS: [char; 4] = ['R', 'G', 'B', 'A'];

    /// `None` when bits above bit 3 are set.
    pub fn new(bits: u8) -> Option<ChannelMask> {
        (bits <= 0b1111).then_some(ChannelMask(bits))
    }

    pub fn bits(self) -> u8 {
        self.0
    }

    pub fn is_enabled(self, channel: usize) -> bool {
        channel < 4 && self.0 & (1 << channel) != 0
    }

    pub fn num_enabled(self) -> u32 {
        self.0.count_ones()
    }

    /// Text form: the enabled letters in RGBA order (`RG`, `GA`), or `0000`
    /// for the (illegal) empty mask so that it still round-trips.
    pub fn text(self) -> String {
        if self.0 == 0 {
            return "0000".to_string();
        }
        (0..4).filter(|&c| self.is_enabled(c)).map(|c| Self::LETTERS[c]).collect()
    }

    /// Parses the text form; letters must be distinct and in RGBA order.
    pub fn from_text(text: &str) -> Option<ChannelMask> {
        if text == "0000" {
            return Some(ChannelMask(0));
        }
        let mut bits = 0u8;
        let mut next = 0usize;
        for ch in text.chars() {
            let c = Self::LETTERS[next..].iter().position(|&l| l == ch.to_ascii_uppercase())? + next;
            bits |= 1 << c;
            next = c + 1;
        }
        (bits != 0).then_some(ChannelMask(bits))
    }
}

/// Block size of SVM_GATHER: 1, 4 or 8 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockSize {
    B1,
    B4,
    B8,
}

impl BlockSize {
    pub const ALL: [BlockSize; 3] = [BlockSize::B1, BlockSize::B4, BlockSize::B8];

    pub fn bytes(self) -> u32 {
        match self {
            BlockSize::B1 => 1,
            BlockSize::B4 => 4,
            BlockSize::B8 => 8,
        }
    }

    pub fn from_bytes(bytes: u32) -> Option<BlockSize> {
        BlockSize::ALL.iter().copied().find(|b| b.bytes() == bytes)
    }

    /// The `Block_size` field. 8-byte blocks are written as `0b10`
    /// (README decision S2: vISA spec, SVM_SCATTER and the shipping
    /// implementation use 0b10; vISA spec, SVM_GATHER lists 0b11).
    pub fn code(self) -> u8 {
        match self {
            BlockSize::B1 => 0b00,
            BlockSize::B4 => 0b01,
            BlockSize::B8 => 0b10,
        }
    }

    /// Decodes the field, accepting both spellings of 8-byte blocks.
    pub fn from_code(code: u8) -> Option<BlockSize> {
        match code {
            0b00 => Some(BlockSize::B1),
            0b01 => Some(BlockSize::B4),
            0b10 | 0b11 => Some(BlockSize::B8),
            _ => None,
        }
    }
}

/// Number of blocks per address: 1, 2, 4 or 8 (`Num_blocks` bits 1..0 = log2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NumBlocks {
    N1,
    N2,
    N4,
    N8,
}

impl NumBlocks {
    pub const ALL: [NumBlocks; 4] = [NumBlocks::N1, NumBlocks::N2, NumBlocks::N4, NumBlocks::N8];

    pub fn count(self) -> u32 {
        1 << (self as u32)
    }

    pub fn from_count(count: u32) -> Option<NumBlocks> {
        NumBlocks::ALL.iter().copied().find(|n| n.count() == count)
    }

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<NumBlocks> {
        NumBlocks::ALL.get(code as usize).copied()
    }
}

/// Number of owords of SVM_BLOCK_LD/ST and OWORD_LD/ST: log2 in bits 2..0
/// of `Properties` (`Size`). The pages encode 1, 2, 4 and 8 (0b000..0b011);
/// 16 (0b100) is what Intel's compiler writes for SVM_BLOCK_LD/ST and IGC
/// 1.0.12504's assembler sends as an A64 oword block message of 16 owords:
/// it parses, and the verifier's `exec-size` rule refuses it (`validate`
/// runs it with a warning, docs/validate.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NumOwords {
    N1,
    N2,
    N4,
    N8,
    N16,
}

impl NumOwords {
    pub const ALL: [NumOwords; 5] = [NumOwords::N1, NumOwords::N2, NumOwords::N4, NumOwords::N8, NumOwords::N16];

    pub fn count(self) -> u32 {
        1 << (self as u32)
    }

    pub fn from_count(count: u32) -> Option<NumOwords> {
        NumOwords::ALL.iter().copied().find(|n| n.count() == count)
    }

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<NumOwords> {
        NumOwords::ALL.get(code as usize).copied()
    }
}

pub use visa_passes::isa::atomic::AtomicOp;

/// Variable alignment (vISA spec, vISA Header chapter, the alignment table; text names
/// from the assembly syntax's `<align>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Align {
    Byte,
    Word,
    Dword,
    Qword,
    Oword,
    Grf,
    TwoGrf,
    Hword,
    Word32,
    Word64,
}

impl Align {
    /// The alignment of one element of `ty` (a `.decl` without `align=`).
    pub fn natural(ty: ElemType) -> Align {
        match ty.size_bytes() {
            1 => Align::Byte,
            2 => Align::Word,
            4 => Align::Dword,
            _ => Align::Qword,
        }
    }

    pub const ALL: [Align; 10] = [
        Align::Byte,
        Align::Word,
        Align::Dword,
        Align::Qword,
        Align::Oword,
        Align::Grf,
        Align::TwoGrf,
        Align::Hword,
        Align::Word32,
        Align::Word64,
    ];

    /// Alignment in bytes for a platform with `grf_bytes`-byte registers
    /// (`GRF` and `2GRF` follow the register size: 64 bytes per GRF on PVC).
    pub fn bytes(self, grf_bytes: u32) -> u32 {
        match self {
            Align::Byte => 1,
            Align::Word => 2,
            Align::Dword => 4,
            Align::Qword => 8,
            Align::Oword => 16,
            Align::Grf => grf_bytes,
            Align::TwoGrf => 2 * grf_bytes,
            Align::Hword => 32,
            Align::Word32 => 64,
            Align::Word64 => 128,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Align::Byte => "byte",
            Align::Word => "word",
            Align::Dword => "dword",
            Align::Qword => "qword",
            Align::Oword => "oword",
            Align::Grf => "GRF",
            Align::TwoGrf => "2GRF",
            Align::Hword => "hword",
            Align::Word32 => "32word",
            Align::Word64 => "64word",
        }
    }

    pub fn from_name(name: &str) -> Option<Align> {
        Align::ALL.iter().copied().find(|a| a.name().eq_ignore_ascii_case(name))
    }
}

/// Relational operator of CMP.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpRel {
    Eq,
    Ne,
    Gt,
    Ge,
    Lt,
    Le,
}

impl CmpRel {
    pub const ALL: [CmpRel; 6] = [CmpRel::Eq, CmpRel::Ne, CmpRel::Gt, CmpRel::Ge, CmpRel::Lt, CmpRel::Le];

    /// The relation true exactly where this one is false, for integers
    /// (for floats a NaN makes both false).
    pub fn inverse(self) -> CmpRel {
        match self {
            CmpRel::Eq => CmpRel::Ne,
            CmpRel::Ne => CmpRel::Eq,
            CmpRel::Gt => CmpRel::Le,
            CmpRel::Ge => CmpRel::Lt,
            CmpRel::Lt => CmpRel::Ge,
            CmpRel::Le => CmpRel::Gt,
        }
    }

    /// The `Rel_op` byte of CMP: eq, ne, gt, ge, lt, le = 0..5.
    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn name(self) -> &'static str {
        match self {
            CmpRel::Eq => "eq",
            CmpRel::Ne => "ne",
            CmpRel::Gt => "gt",
            CmpRel::Ge => "ge",
            CmpRel::Lt => "lt",
            CmpRel::Le => "le",
        }
    }

    pub fn from_name(name: &str) -> Option<CmpRel> {
        let lower = name.to_ascii_lowercase();
        CmpRel::ALL.iter().copied().find(|r| r.name() == lower)
    }
}

/// `x` rounded once to the nearest `half` (ties to even), as its bits; a
/// NaN keeps what `half` makes of it. (`half::f16::from_f64` rounds to
/// `f32` first where the host has F16C, and a value just above a halfway
/// point between two halves can round to the point itself there, then to
/// even: `1 + 2^-11 + 2^-40` became `1.0`.)
pub fn f16_bits(x: f64) -> u16 {
    if x.is_nan() {
        return half::f16::from_f64(x).to_bits();
    }
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    // 65520 is halfway between the largest half (65504) and 65536: ties
    // to even round it up, to infinity.
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // The half's ulp at `a`: 2^(e - 10), subnormals 2^-24. Scaling by
    // powers of two is exact, and so is the rounded multiple of the ulp.
    let e = ((a.to_bits() >> 52) as i32 - 1023).max(-14);
    let ulp = 2f64.powi(e - 10);
    let rounded = (a / ulp).round_ties_even() * ulp;
    sign | half::f16::from_f64(rounded).to_bits()
}

/// Maps of the emitter and the verifier (keyed by pointers, ids and names)
/// use the passes' fast non-cryptographic hasher.
pub use visa_passes::fxhash::FxHasher as FastHasher;

pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;
pub type FastSet<T> = std::collections::HashSet<T, std::hash::BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod f16_tests {
    use super::f16_bits;

    #[test]
    fn rounds_once_to_nearest_even() {
        // Just above the halfway point 1 + 2^-11: up, to 1 + 2^-10.
        assert_eq!(f16_bits(1.0 + 2f64.powi(-11) + 2f64.powi(-40)), 0x3c01);
        // The halfway point itself: to even (1.0); 1 + 3 * 2^-11: to 1 + 2^-9.
        assert_eq!(f16_bits(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(f16_bits(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        // Subnormals (ulp 2^-24), the smallest, half of it (to even: 0), a
        // bit more than half (up), signs, the overflow threshold.
        assert_eq!(f16_bits(2f64.powi(-24)), 0x0001);
        assert_eq!(f16_bits(2f64.powi(-25)), 0x0000);
        assert_eq!(f16_bits(-(2f64.powi(-25) + 2f64.powi(-60))), 0x8001);
        assert_eq!(f16_bits(-0.0), 0x8000);
        assert_eq!(f16_bits(65504.0), 0x7bff);
        assert_eq!(f16_bits(65519.99), 0x7bff);
        assert_eq!(f16_bits(65520.0), 0x7c00);
        assert_eq!(f16_bits(f64::NEG_INFINITY), 0xfc00);
        assert_eq!(f16_bits(1e-300), 0x0000);
        assert_eq!(f16_bits(f64::NAN) & 0x7c00, 0x7c00);
    }
}
