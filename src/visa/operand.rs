//! The variables instructions name and the operands that name them: the
//! ids (general, surface, address), the declarations behind them, and the
//! source and destination operand forms. Below the instructions
//! ([`super::program`]) and the ALU table ([`super::alu`]), which both read
//! them.

use super::types::*;

/// Index of a general variable. Ids below [`GenVarId::FIRST_DECLARED`] are the
/// predefined variables; V0 is `%null`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GenVarId(pub u32);

impl GenVarId {
    /// V0, the NULL variable (`%null`).
    pub const NULL: GenVarId = GenVarId(0);
    pub const FIRST_DECLARED: u32 = 32;

    pub fn from_decl_index(index: usize) -> GenVarId {
        GenVarId(Self::FIRST_DECLARED + index as u32)
    }

    /// Index into [`Kernel::vars`](super::program::Kernel::vars), or `None` for a predefined variable.
    pub fn decl_index(self) -> Option<usize> {
        self.0.checked_sub(Self::FIRST_DECLARED).map(|i| i as usize)
    }

    pub fn is_null(self) -> bool {
        self == GenVarId::NULL
    }
}

/// Index of a surface variable. T0 is SLM, T5 is stateless memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SurfaceId(pub u8);

impl SurfaceId {
    /// T0: shared local memory (binding-table index 254), printed `%slm`.
    pub const SLM: SurfaceId = SurfaceId(0);
    /// T5: stateless memory (binding-table index 255).
    pub const STATELESS: SurfaceId = SurfaceId(5);
    pub const FIRST_DECLARED: u8 = 6;

    pub fn from_decl_index(index: usize) -> Option<SurfaceId> {
        u8::try_from(index + Self::FIRST_DECLARED as usize).ok().map(SurfaceId)
    }

    pub fn decl_index(self) -> Option<usize> {
        self.0.checked_sub(Self::FIRST_DECLARED).map(|i| i as usize)
    }

    pub fn is_predefined(self) -> bool {
        self.0 < Self::FIRST_DECLARED
    }

    /// The surface `n` elements after `base` (a state operand's offset);
    /// `None` past T255.
    pub fn offset(base: SurfaceId, n: u32) -> Option<SurfaceId> {
        u8::try_from(u32::from(base.0) + n).ok().map(SurfaceId)
    }
}

/// A general variable declaration:
/// `.decl V33 v_type=G type=ud num_elts=16 align=GRF [alias=<V32, 64>]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenVar {
    pub name: String,
    pub ty: ElemType,
    pub num_elts: u32,
    pub align: Align,
    /// This variable has no storage of its own: it names the bytes of
    /// another variable starting at a byte offset.
    pub alias: Option<Alias>,
}

impl GenVar {
    /// Size in bytes (wide enough that no `num_elts` overflows it).
    pub fn size_bytes(&self) -> u64 {
        u64::from(self.num_elts) * u64::from(self.ty.size_bytes())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alias {
    pub base: GenVarId,
    pub offset: u32,
}

/// `.decl P1 v_type=P num_elts=16`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PredVar {
    pub name: String,
    pub num_elts: u32,
}

/// `.decl T6 v_type=T num_elts=1 [v_name=NAME]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurfaceVar {
    pub name: String,
    pub num_elts: u32,
    /// The `v_name` IGC writes after a surface or sampler declaration (its
    /// name before vISA numbering); kept so the text round-trips.
    pub v_name: Option<String>,
}

/// What an `.input` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputVar {
    General(GenVarId),
    Surface(SurfaceId),
}

/// `.input V32 offset=32 size=8`: a kernel argument placed in the GRF.
/// An input with a non-zero provenance is an implicit argument the runtime
/// supplies, `.implicit_LOCAL_ID V33 offset=32 size=6` (vISA spec, vISA Header chapter,
/// input_info kind bits 7..3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Input {
    pub var: InputVar,
    pub offset: u32,
    pub size: u32,
    /// 0 for a user argument; 1..=31 for an implicit one ([`Input::implicit_name`]).
    pub provenance: u8,
}

impl Input {
    /// The largest provenance value (a 5-bit field).
    pub const MAX_PROVENANCE: u8 = 31;

    /// The private memory's base, one qword: `IMP_OCL_PRIVATE_BASE`
    /// (`0xC << 3` in Intel's vector compiler's `KernelMetadata`), printed
    /// `UNDEFINED_12` as Intel's vISA printer does.
    pub const PRIVATE_BASE: u8 = 12;

    /// A user argument.
    pub fn user(var: InputVar, offset: u32, size: u32) -> Input {
        Input { var, offset, size, provenance: 0 }
    }

    /// The text directive's suffix after `.implicit_`: the CM runtime's
    /// mnemonic where the header page gives one, else `UNDEFINED_<n>`.
    pub fn implicit_name(provenance: u8) -> String {
        match provenance {
            1 => "LOCAL_SIZE".to_string(),
            2 => "GROUP_COUNT".to_string(),
            3 => "LOCAL_ID".to_string(),
            n => format!("UNDEFINED_{n}"),
        }
    }

    /// The provenance an `.implicit_` suffix names, if it is one.
    pub fn provenance_of(suffix: &str) -> Option<u8> {
        match suffix {
            "LOCAL_SIZE" => Some(1),
            "GROUP_COUNT" => Some(2),
            "LOCAL_ID" => Some(3),
            _ => {
                let digits = suffix.strip_prefix("UNDEFINED_")?;
                let n: u8 = digits.parse().ok().filter(|n: &u8| n.to_string() == digits)?;
                (1..=Self::MAX_PROVENANCE).contains(&n).then_some(n)
            }
        }
    }
}

/// A raw operand `V33.64`: a general variable and a byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RawOperand {
    pub var: GenVarId,
    pub offset: u16,
}

impl RawOperand {
    pub const NULL: RawOperand = RawOperand { var: GenVarId::NULL, offset: 0 };

    pub fn new(var: GenVarId, offset: u16) -> RawOperand {
        RawOperand { var, offset }
    }

    pub fn is_null(self) -> bool {
        self.var.is_null()
    }
}

/// A region `<VertStride; Width, HorzStride>`, each in elements. Each item is
/// one of 0, 1, 2, 4, 8, 16, 32 (the encodable values of vISA spec, Operands chapter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    pub vstride: u8,
    pub width: u8,
    pub hstride: u8,
}

impl Region {
    /// `<0;1,0>`: one element broadcast (scalar operands).
    pub const SCALAR: Region = Region { vstride: 0, width: 1, hstride: 0 };
    pub const ENCODABLE: [u8; 7] = [0, 1, 2, 4, 8, 16, 32];

    /// `<w;w,1>`: contiguous elements.
    pub fn contiguous(width: u8) -> Region {
        Region { vstride: width, width, hstride: 1 }
    }

    pub fn is_encodable(self) -> bool {
        [self.vstride, self.width, self.hstride].iter().all(|v| Self::ENCODABLE.contains(v))
    }

    /// The element (counted from the operand's origin) lane `i` reads.
    pub fn element(self, i: u32) -> u32 {
        let width = u32::from(self.width).max(1);
        (i / width) * u32::from(self.vstride) + (i % width) * u32::from(self.hstride)
    }
}

/// Source modifier of a general operand: the arithmetic ones, and the logic
/// `not` (`(~)`) of AND, OR, XOR and NOT (vISA spec, Operands chapter, modifiers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SrcModifier {
    None,
    Neg,
    Abs,
    NegAbs,
    Not,
}

/// An immediate `0x10:ud`: a type and the raw bits of the value (the low
/// `size_bytes` bytes are significant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Immediate {
    pub ty: ElemType,
    pub bits: u64,
}

/// A state operand `T6(0)`: a surface variable and an element offset, the
/// operand class of MOVS (vISA spec, Operands chapter, State Operands; samplers are not
/// modelled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StateOperand {
    pub surface: SurfaceId,
    pub offset: u8,
}

/// Index of an address variable in [`Kernel::addrs`](super::program::Kernel::addrs) (`A<n>` is the
/// `n`-th declared; there are no predefined ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AddrVarId(pub u16);

/// `.decl A0 v_type=A num_elts=2`: elements of type UW holding GRF byte
/// addresses (vISA spec, vISA Header chapter, address_info).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddrVar {
    pub name: String,
    /// 1..=16.
    pub num_elts: u16,
}

/// An address operand `A0(1)<2>`: `width` elements of an address variable
/// from element `offset` (ADDR_ADD's destination and first source).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddressOperand {
    pub addr: AddrVarId,
    pub offset: u8,
    /// 1, 2, 4, 8 or 16; ignored when the operand is a destination.
    pub width: u8,
}

/// Where an indirect operand `r[A0(1), 8]...:ud` starts: element
/// `addr_offset` of an address variable plus a byte offset, read as `ty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Indirect {
    pub addr: AddrVarId,
    pub addr_offset: u8,
    /// The byte offset added after the address, in [-512, 511].
    pub offset: i16,
    pub ty: ElemType,
}

/// The region of an indirect source: one address and a full region
/// (`<8;8,1>`), or one address per row (`<4,1>`: a null vertical stride).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IndirectRegion {
    Single(Region),
    Multi { width: u8, hstride: u8 },
}

/// A vector source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SrcOperand {
    /// `(-)V33(1,2)<8;8,1>`: row in GRFs, column in elements.
    General {
        var: GenVarId,
        row: u8,
        col: u8,
        region: Region,
        modifier: SrcModifier,
    },
    Immediate(Immediate),
    /// A predicate variable as a source of a logic instruction.
    Predicate(PredVarId),
    /// A surface, as the source of MOVS (or ADDR_ADD's `&T6`).
    State(StateOperand),
    /// An address variable's elements (ADDR_ADD only).
    Address(AddressOperand),
    /// `(-)r[A0(0), 4]<8;8,1>:ud`: general elements through an address.
    Indirect {
        at: Indirect,
        region: IndirectRegion,
        modifier: SrcModifier,
    },
}

impl SrcOperand {
    pub fn scalar(var: GenVarId) -> SrcOperand {
        SrcOperand::General { var, row: 0, col: 0, region: Region::SCALAR, modifier: SrcModifier::None }
    }

    pub fn imm(ty: ElemType, bits: u64) -> SrcOperand {
        SrcOperand::Immediate(Immediate { ty, bits })
    }
}

/// A vector destination operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DstOperand {
    /// `V33(1,2)<1>`.
    General {
        var: GenVarId,
        row: u8,
        col: u8,
        hstride: u8,
    },
    Predicate(PredVarId),
    /// A surface, as the destination of MOVS.
    State(StateOperand),
    /// `A0(0)<1>`: ADDR_ADD's destination.
    Address(AddressOperand),
    /// `r[A0(0), 4]<1>:ud`.
    Indirect {
        at: Indirect,
        hstride: u8,
    },
}
