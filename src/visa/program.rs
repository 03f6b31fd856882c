//! The vISA program model: kernels, declarations, operands, instructions.
//!
//! Instructions refer to variables by id, as the binary format does; names
//! live only in the declarations. General variables V0..V31 and surfaces
//! T0..T5 are predefined (`4_visa_header.md`, `spec/README.md` decision 7),
//! so the `k`-th declared general variable is V(32+k) and the `k`-th declared
//! surface is T(6+k).

use std::borrow::Cow;

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

    /// Index into [`Kernel::vars`], or `None` for a predefined variable.
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
    /// How Intel's assembler spells T0..T5 (the text this project writes;
    /// the parser also reads `T0`..`T5`): it does not know `T3`..`T5`.
    pub const PREDEFINED_NAMES: [&'static str; 6] = ["%slm", "T1", "T2", "TSS", "%bss", "%scratch"];

    pub fn from_decl_index(index: usize) -> Option<SurfaceId> {
        u8::try_from(index + Self::FIRST_DECLARED as usize).ok().map(SurfaceId)
    }

    pub fn decl_index(self) -> Option<usize> {
        self.0.checked_sub(Self::FIRST_DECLARED).map(|i| i as usize)
    }

    pub fn is_predefined(self) -> bool {
        self.0 < Self::FIRST_DECLARED
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

/// `.decl T6 v_type=T num_elts=1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SurfaceVar {
    pub name: String,
    pub num_elts: u32,
}

/// What an `.input` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputVar {
    General(GenVarId),
    Surface(SurfaceId),
}

/// `.input V32 offset=32 size=8`: a kernel argument placed in the GRF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Input {
    pub var: InputVar,
    pub offset: u32,
    pub size: u32,
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
/// one of 0, 1, 2, 4, 8, 16, 32 (the encodable values of `5_operands.md`).
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
}

/// Source modifier of a general operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SrcModifier {
    None,
    Neg,
    Abs,
    NegAbs,
}

/// An immediate `0x10:ud`: a type and the raw bits of the value (the low
/// `size_bytes` bytes are significant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Immediate {
    pub ty: ElemType,
    pub bits: u64,
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
}

/// The two-source ALU operations of the subset the lowering emits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Mul,
    /// The high 32 bits of a 32-bit multiply (vISA spec, MULH).
    Mulh,
    Shl,
    Shr,
    Asr,
    And,
    Or,
    Xor,
}

impl BinaryOp {
    pub const ALL: [BinaryOp; 9] = [
        BinaryOp::Add,
        BinaryOp::Mul,
        BinaryOp::Mulh,
        BinaryOp::Shl,
        BinaryOp::Shr,
        BinaryOp::Asr,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::Mul => "mul",
            BinaryOp::Mulh => "mulh",
            BinaryOp::Shl => "shl",
            BinaryOp::Shr => "shr",
            BinaryOp::Asr => "asr",
            BinaryOp::And => "and",
            BinaryOp::Or => "or",
            BinaryOp::Xor => "xor",
        }
    }

    pub fn from_name(name: &str) -> Option<BinaryOp> {
        let lower = name.to_ascii_lowercase();
        BinaryOp::ALL.iter().copied().find(|op| op.name() == lower)
    }

    /// Opcode from the instruction table of the assembly-syntax appendix.
    pub fn opcode(self) -> u8 {
        match self {
            BinaryOp::Add => 0x01,
            BinaryOp::Mul => 0x10,
            BinaryOp::Mulh => 0x0d,
            BinaryOp::And => 0x20,
            BinaryOp::Or => 0x21,
            BinaryOp::Xor => 0x22,
            BinaryOp::Shl => 0x24,
            BinaryOp::Shr => 0x25,
            BinaryOp::Asr => 0x26,
        }
    }
}

/// SCATTER4_SCALED (0x75). `Scale` is not stored: the page says the field
/// is ignored and always zero, so it is encoded as 0 and ignored on decode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scatter4Scaled {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub channels: ChannelMask,
    pub surface: SurfaceId,
    /// Global byte offset, a scalar operand of type UD.
    pub global_offset: SrcOperand,
    pub element_offset: RawOperand,
    pub src: RawOperand,
}

/// QW_SCATTER (0x87).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct QwScatter {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub num_blocks: NumBlocks,
    pub surface: SurfaceId,
    pub offset: RawOperand,
    pub src: RawOperand,
}

/// SVM_GATHER (0x4e, sub-opcode 0x03).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SvmGather {
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub block_size: BlockSize,
    pub num_blocks: NumBlocks,
    pub addresses: RawOperand,
    pub dst: RawOperand,
}

/// TYPED_ATOMIC (0x73).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypedAtomic {
    pub op: AtomicOp,
    /// Bit 5 of `Op`: the 16-bit form (TGLLP+).
    pub is_16bit: bool,
    pub exec: ExecCtrl,
    pub pred: Option<Predicate>,
    pub surface: SurfaceId,
    pub u: RawOperand,
    pub v: RawOperand,
    pub r: RawOperand,
    pub lod: RawOperand,
    pub src0: RawOperand,
    pub src1: RawOperand,
    pub dst: RawOperand,
}

/// One vISA instruction: the four messages and the ALU subset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instruction {
    Scatter4Scaled(Scatter4Scaled),
    QwScatter(QwScatter),
    SvmGather(SvmGather),
    TypedAtomic(TypedAtomic),
    Mov {
        exec: ExecCtrl,
        pred: Option<Predicate>,
        dst: DstOperand,
        src: SrcOperand,
    },
    Binary {
        op: BinaryOp,
        exec: ExecCtrl,
        pred: Option<Predicate>,
        dst: DstOperand,
        src0: SrcOperand,
        src1: SrcOperand,
    },
    /// `cmp.<rel>`: the destination is a predicate (or a general variable).
    Cmp {
        rel: CmpRel,
        exec: ExecCtrl,
        dst: DstOperand,
        src0: SrcOperand,
        src1: SrcOperand,
    },
    /// `setp`: set a predicate from the bits of an integer.
    Setp {
        exec: ExecCtrl,
        dst: PredVarId,
        src: SrcOperand,
    },
    /// `sel`: per channel, src0 where the predicate is set, else src1.
    Sel {
        exec: ExecCtrl,
        pred: Option<Predicate>,
        dst: DstOperand,
        src0: SrcOperand,
        src1: SrcOperand,
    },
    Ret {
        exec: ExecCtrl,
        pred: Option<Predicate>,
    },
}

impl Instruction {
    pub fn exec(&self) -> ExecCtrl {
        match self {
            Instruction::Scatter4Scaled(m) => m.exec,
            Instruction::QwScatter(m) => m.exec,
            Instruction::SvmGather(m) => m.exec,
            Instruction::TypedAtomic(m) => m.exec,
            Instruction::Mov { exec, .. }
            | Instruction::Binary { exec, .. }
            | Instruction::Cmp { exec, .. }
            | Instruction::Setp { exec, .. }
            | Instruction::Sel { exec, .. }
            | Instruction::Ret { exec, .. } => *exec,
        }
    }

    pub fn pred(&self) -> Option<Predicate> {
        match self {
            Instruction::Scatter4Scaled(m) => m.pred,
            Instruction::QwScatter(m) => m.pred,
            Instruction::SvmGather(m) => m.pred,
            Instruction::TypedAtomic(m) => m.pred,
            Instruction::Mov { pred, .. }
            | Instruction::Binary { pred, .. }
            | Instruction::Sel { pred, .. }
            | Instruction::Ret { pred, .. } => *pred,
            Instruction::Cmp { .. } | Instruction::Setp { .. } => None,
        }
    }

    /// The mnemonic, as used in diagnostics and statistics.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            Instruction::Scatter4Scaled(_) => "scatter4_scaled",
            Instruction::QwScatter(_) => "qw_scatter",
            Instruction::SvmGather(_) => "svm_gather",
            Instruction::TypedAtomic(_) => "typed_atomic",
            Instruction::Mov { .. } => "mov",
            Instruction::Binary { op, .. } => op.name(),
            Instruction::Cmp { .. } => "cmp",
            Instruction::Setp { .. } => "setp",
            Instruction::Sel { .. } => "sel",
            Instruction::Ret { .. } => "ret",
        }
    }

    pub fn is_message(&self) -> bool {
        matches!(
            self,
            Instruction::Scatter4Scaled(_)
                | Instruction::QwScatter(_)
                | Instruction::SvmGather(_)
                | Instruction::TypedAtomic(_)
        )
    }
}

/// A `.kernel_attr Name[=Value]` directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelAttr {
    pub name: String,
    pub value: Option<String>,
}

/// One kernel: its declarations, inputs and instructions.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Kernel {
    pub name: String,
    /// The name of the LLVM function the kernel was made from, where it
    /// differs from [`Kernel::name`] (see [`super::names`]).
    pub source_name: Option<String>,
    /// For each declared name that differs from the LLVM name it was made
    /// from, that LLVM name. The printer writes it in a comment; launch
    /// specs bind an input by it.
    pub source_names: std::collections::BTreeMap<String, String>,
    /// Declared general variables; the `k`-th is V(32+k).
    pub vars: Vec<GenVar>,
    /// Declared predicates; the `k`-th is P(k+1).
    pub preds: Vec<PredVar>,
    /// Declared surfaces; the `k`-th is T(6+k).
    pub surfaces: Vec<SurfaceVar>,
    pub inputs: Vec<Input>,
    pub attrs: Vec<KernelAttr>,
    pub body: Vec<Instruction>,
}

impl Kernel {
    pub fn new(name: impl Into<String>) -> Kernel {
        Kernel { name: name.into(), ..Kernel::default() }
    }

    pub fn var(&self, id: GenVarId) -> Option<&GenVar> {
        self.vars.get(id.decl_index()?)
    }

    pub fn pred_var(&self, id: PredVarId) -> Option<&PredVar> {
        self.preds.get(id.decl_index())
    }

    pub fn surface(&self, id: SurfaceId) -> Option<&SurfaceVar> {
        self.surfaces.get(id.decl_index()?)
    }

    /// Declares a general variable and returns its id.
    pub fn declare_var(&mut self, var: GenVar) -> GenVarId {
        self.vars.push(var);
        GenVarId::from_decl_index(self.vars.len() - 1)
    }

    /// Declares a predicate and returns its id (`None` past 4095 predicates).
    pub fn declare_pred(&mut self, pred: PredVar) -> Option<PredVarId> {
        let id = PredVarId::from_decl_index(self.preds.len())?;
        self.preds.push(pred);
        Some(id)
    }

    /// Declares a surface and returns its id (`None` past T255).
    pub fn declare_surface(&mut self, surface: SurfaceVar) -> Option<SurfaceId> {
        let id = SurfaceId::from_decl_index(self.surfaces.len())?;
        self.surfaces.push(surface);
        Some(id)
    }

    /// Every declared name: general variables, predicates, surfaces (one
    /// scope).
    pub fn declared_names(&self) -> impl Iterator<Item = &String> {
        let vars = self.vars.iter().map(|v| &v.name);
        vars.chain(self.preds.iter().map(|p| &p.name)).chain(self.surfaces.iter().map(|s| &s.name))
    }

    /// The name a launch spec binds an input (or a run selects a kernel
    /// by): the LLVM name `name` was made from, else `name` itself.
    pub fn binding_name<'k>(&'k self, name: &'k str) -> &'k str {
        self.source_names.get(name).map_or(name, String::as_str)
    }

    /// The text name of a general variable: its declared name, `%null` for
    /// V0, or `V<n>` for the other predefined ones.
    pub fn var_name(&self, id: GenVarId) -> String {
        self.var_name_ref(id).into_owned()
    }

    /// [`Kernel::var_name`], borrowing the declared name (no copy).
    pub fn var_name_ref(&self, id: GenVarId) -> Cow<'_, str> {
        match self.var(id) {
            Some(v) => Cow::Borrowed(&v.name),
            None if id.is_null() => Cow::Borrowed("%null"),
            None => Cow::Owned(format!("V{}", id.0)),
        }
    }

    pub fn pred_name(&self, id: PredVarId) -> String {
        self.pred_name_ref(id).into_owned()
    }

    /// [`Kernel::pred_name`], borrowing the declared name (no copy).
    pub fn pred_name_ref(&self, id: PredVarId) -> Cow<'_, str> {
        match self.pred_var(id) {
            Some(p) => Cow::Borrowed(&p.name),
            None => Cow::Owned(format!("P{}", id.get())),
        }
    }

    /// The text name of a surface: for T0..T5 the names Intel's assembler
    /// gives them ([`SurfaceId::PREDEFINED_NAMES`]), else the declared name.
    pub fn surface_name(&self, id: SurfaceId) -> String {
        self.surface_name_ref(id).into_owned()
    }

    /// [`Kernel::surface_name`], borrowing the declared name (no copy).
    pub fn surface_name_ref(&self, id: SurfaceId) -> Cow<'_, str> {
        match self.surface(id) {
            Some(s) => Cow::Borrowed(&s.name),
            None => match SurfaceId::PREDEFINED_NAMES.get(usize::from(id.0)) {
                Some(name) => Cow::Borrowed(name),
                None => Cow::Owned(format!("T{}", id.0)),
            },
        }
    }
}

/// `.version MAJOR.MINOR`: the vISA version a file is written in (the
/// header chapter's `major_version` and `minor_version`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

impl Version {
    /// The version this project writes: 4.1, what Intel's assembler of IGC
    /// 1.0.12504 (`GenX_IR`) writes into the files it makes. Its binary
    /// layout (32-bit variable ids and input counts) is the one the header
    /// chapter describes.
    pub const CURRENT: Version = Version { major: 4, minor: 1 };
}

impl Default for Version {
    fn default() -> Version {
        Version::CURRENT
    }
}

/// A `.visaasm` file: a version and one or more kernels.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Program {
    /// Read from `.version`; a file without one (older text) gets
    /// [`Version::CURRENT`], which is also what the printer always writes.
    pub version: Version,
    pub kernels: Vec<Kernel>,
}

impl Program {
    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }
}

/// Maps of the emitter and the verifier (keyed by pointers, ids and names)
/// use the passes' fast non-cryptographic hasher.
pub use visa_passes::fxhash::FxHasher as FastHasher;

pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;
pub type FastSet<T> = std::collections::HashSet<T, std::hash::BuildHasherDefault<FastHasher>>;
