//! The platform table: per platform, what its ALU computes natively (64-bit
//! integers, FP64, IEEE division and square root), its register file and
//! SLM, and how Intel's assembler sends its legacy data-port messages; and
//! the execution-mask rule.
//!
//! In the spirit of IGC's VectorCompiler target description (`GenX.td`, the
//! `Proc` records and their features): every cell holds a value and where it
//! is written down, a page of the vISA specification, a feature of
//! `GenX.td`, or the code of Intel's compiler and assembler that acts on it
//! (cited by file and function, never copied). The message table
//! (`messages.rs`), the ALU table (`src/visa/alu.rs`), select, legalize,
//! emit, the verifier and the emulator read these cells; none of them names
//! a platform.

use std::fmt;
use std::str::FromStr;

/// One cell of the table: a value and where it is written down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cited<T: 'static> {
    pub value: T,
    /// `vISA spec, <page>: <field>` (the page by message or chapter name),
    /// or the README decision where the sources disagree.
    pub source: &'static str,
}

pub(crate) const fn cite<T>(value: T, source: &'static str) -> Cited<T> {
    Cited { value, source }
}

/// The platforms the project targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Platform {
    /// Skylake-class Gen9.
    Gen9,
    /// Xe-LP (Tiger Lake, TGLLP).
    XeLp,
    /// Xe-HPG (DG2).
    XeHpg,
    /// Xe-HPC (Ponte Vecchio, PVC).
    XeHpc,
    /// Xe-LPG (Meteor Lake, Arrow Lake): Xe-HPG's ALU with FP64.
    XeLpg,
    /// Xe2 (Lunar Lake, Battlemage): LSC only, no legacy data port.
    Xe2,
}

impl Platform {
    /// How many platforms the table has (the length of every per-platform array).
    pub const COUNT: usize = 6;
    /// In the order Intel released them.
    pub const ALL: [Platform; Platform::COUNT] =
        [Platform::Gen9, Platform::XeLp, Platform::XeHpg, Platform::XeHpc, Platform::XeLpg, Platform::Xe2];
    /// What `visa-lower` and the `opt` plugin target when no platform is named.
    pub const DEFAULT: Platform = Platform::XeHpg;

    pub fn name(self) -> &'static str {
        self.desc().name
    }

    pub fn desc(self) -> &'static PlatformDesc {
        &PLATFORMS[self as usize]
    }

    pub fn grf_bytes(self) -> u32 {
        self.desc().grf_bytes.value
    }

    /// What the ALU does with 64-bit integer operands.
    pub fn int64(self) -> Int64Alu {
        self.desc().int64.value
    }

    /// Whether the ALU computes with `df` operands.
    pub fn has_fp64(self) -> bool {
        self.desc().fp64.value
    }

    /// The platforms whose cell `cell` holds `true`, in order.
    pub fn having(cell: impl Fn(&PlatformDesc) -> bool) -> Vec<Platform> {
        Platform::ALL.into_iter().filter(|p| cell(p.desc())).collect()
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Platform {
    type Err = String;

    /// A platform's name or one of Intel's names for it, in any case. An
    /// unknown name is refused with the closest platform of the table: for
    /// one of Intel's platforms the table does not have, the row nearest to
    /// it and what differs; for anything else, the nearest spelling.
    fn from_str(s: &str) -> Result<Platform, String> {
        if let Some(p) = Platform::ALL
            .iter()
            .copied()
            .find(|p| std::iter::once(&p.name()).chain(p.desc().aliases).any(|n| n.eq_ignore_ascii_case(s)))
        {
            return Ok(p);
        }
        let closest =
            Platform::not_in_table(s).unwrap_or_else(|| format!("the closest name is `{}`", Platform::nearest_name(s)));
        Err(format!("unknown platform `{s}`: {closest}; supported: {}", Platform::names_with_aliases()))
    }
}

/// One of Intel's GPU platforms the table does not have, the row nearest to
/// it and why that row is not it (from IGC's `GenX.td`).
struct OtherPlatform {
    names: &'static [&'static str],
    what: &'static str,
    closest: Platform,
    difference: &'static str,
}

const NOT_IN_TABLE: &[OtherPlatform] = &[
    OtherPlatform {
        names: &["Gen8", "BDW", "CHV"],
        what: "Gen8 (Broadwell)",
        closest: Platform::Gen9,
        difference: "Gen8 has no A32 byte scatter (IGC GenX.td Gen8: FeatureWaNoA32ByteScatter) and 7 threads \
                     per EU, and IGC's current GenX.td no longer has it",
    },
    OtherPlatform {
        names: &["Gen11", "ICL", "ICLLP", "EHL", "JSL"],
        what: "Gen11 (Ice Lake)",
        closest: Platform::XeLp,
        difference: "Gen11 has IEEE division and square root and SWITCHJMP, and no fused EUs (IGC GenX.td Gen11: \
                     FeatureIEEEDivSqrt, FeatureSwitchjmp, no FeatureFusedEU), and neither judge here assembles for \
                     ICLLP",
    },
    OtherPlatform {
        names: &["XeHP", "XeHP_SDV", "XEHP_SDV", "ATS"],
        what: "Xe-HP (XeHP_SDV)",
        closest: Platform::XeHpg,
        difference: "Xe-HP has a 64-bit integer ALU, FP64 and IEEE division (IGC GenX.td XeHP: FeatureLongLong, \
                     FeatureFP64, FeatureIEEEDivSqrt) and no LSC, which Xe-HPG lacks and has",
    },
    OtherPlatform {
        names: &["Xe3", "PTL", "Xe3-LPG", "Xe3LPG"],
        what: "Xe3 (Panther Lake)",
        closest: Platform::Xe2,
        difference: "Xe3 has a variable number of registers per thread and 10 threads per EU (IGC GenX.td Xe3: \
                     FeatureHasVRT, FeatureHas10ThreadsPerEU), and neither judge here knows it (IGC 1.0.17791 \
                     assembles up to XE2)",
    },
];

impl Platform {
    /// For one of Intel's platforms the table does not have (`PTL`, `ICL`,
    /// ...): the closest platform of the table and what differs.
    pub fn not_in_table(s: &str) -> Option<String> {
        let other = NOT_IN_TABLE.iter().find(|o| o.names.iter().any(|n| n.eq_ignore_ascii_case(s)))?;
        Some(format!(
            "{} is not in the platform table; the closest platform is {}, but {}",
            other.what, other.closest, other.difference
        ))
    }

    /// The table's name or alias nearest to `s` (edit distance, ignoring case).
    fn nearest_name(s: &str) -> &'static str {
        let lower = s.to_ascii_lowercase();
        Platform::ALL
            .iter()
            .flat_map(|p| std::iter::once(p.name()).chain(p.desc().aliases.iter().copied()))
            .min_by_key(|n| strsim::levenshtein(&n.to_ascii_lowercase(), &lower))
            .unwrap_or(Platform::DEFAULT.name())
    }
}

impl Platform {
    /// Whether a vISA ALU instruction doing `op` may have `q`/`uq` operands:
    /// the ALU has it natively, or (a `mov`) Intel's assembler splits it.
    pub fn int64_in_visa(self, op: Int64Op) -> bool {
        self.int64().native(op) || (op == Int64Op::Move && self.desc().qword_mov_split_by_assembler.value)
    }

    /// `gen9 (Gen9, SKL), xelp (...), ...`: every accepted spelling, for
    /// diagnostics and help.
    pub fn names_with_aliases() -> String {
        let each: Vec<_> =
            Platform::ALL.iter().map(|p| format!("{} ({})", p.name(), p.desc().aliases.join(", "))).collect();
        each.join(", ")
    }
}

/// How much 64-bit integer arithmetic a platform's ALU has: no ALU
/// instruction takes a `q`/`uq` operand (IGC's `LongLongEmulation`: its
/// compiler splits every 64-bit operation into 32-bit halves), only some
/// operations do (`PartialI64Emulation`: it emulates the rest), or all do
/// (`LongLong`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Int64Alu {
    None,
    /// The operations the hardware has natively; the others are emulated.
    Partial(&'static [Int64Op]),
    Full,
}

impl Int64Alu {
    /// Whether an ALU instruction doing `op` may have `q`/`uq` operands.
    pub fn native(self, op: Int64Op) -> bool {
        match self {
            Int64Alu::None => false,
            Int64Alu::Partial(native) => native.contains(&op),
            Int64Alu::Full => true,
        }
    }

    /// `none`, `partial (mov, add, ...)`, `full`: for diagnostics and docs.
    pub fn describe(self) -> String {
        match self {
            Int64Alu::None => "none".into(),
            Int64Alu::Partial(native) => {
                let names: Vec<&str> = native.iter().map(|op| op.name()).collect();
                format!("partial (native: {})", names.join(", "))
            }
            Int64Alu::Full => "full".into(),
        }
    }
}

/// The 64-bit integer operations as Intel's emulation tells them apart
/// (IGC's `GenXEmulate.cpp`: `Emu64Expander` splits all of them,
/// `LightEmu64Expander` the ones a platform with partial support lacks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Int64Op {
    /// `mov` between integer types (and conversions with floats).
    Move,
    /// `add` (and subtraction, `add` with a negated source).
    Add,
    /// `mul` into a qword destination.
    Multiply,
    /// `shl`, `shr`, `asr`.
    Shift,
    /// `and`, `or`, `xor`, `not`.
    Logic,
    /// `cmp`.
    Compare,
    /// `sel`.
    Select,
    /// `min`, `max`.
    MinMax,
    /// `.sat` on a qword result.
    Saturate,
    /// The `(abs)` source modifier on a qword source.
    Abs,
}

impl Int64Op {
    pub fn name(self) -> &'static str {
        match self {
            Int64Op::Move => "mov",
            Int64Op::Add => "add",
            Int64Op::Multiply => "mul",
            Int64Op::Shift => "shift",
            Int64Op::Logic => "logic operation",
            Int64Op::Compare => "cmp",
            Int64Op::Select => "sel",
            Int64Op::MinMax => "min/max",
            Int64Op::Saturate => "saturation",
            Int64Op::Abs => "abs",
        }
    }
}

/// How Intel's assembler sends a platform's legacy data-port messages, and
/// which forms of them exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegacyForms {
    /// QW_GATHER and QW_SCATTER (elsewhere qwords go through
    /// GATHER4_SCALED/SCATTER4_SCALED with channels RG).
    pub qword_messages: Cited<bool>,
    /// SVM_GATHER/SVM_SCATTER of 8 one-byte blocks per lane (the A64 byte
    /// scattered message of 8 bytes).
    pub svm_bytes_x8: Cited<bool>,
    /// The SIMD width of the send a legacy SIMD message of exec size 1 to
    /// 16 becomes: the assembler widens narrower ones, with the lanes past
    /// the exec size disabled.
    pub send_lanes: Cited<u32>,
    /// Execution-mask offsets of 4, 12, 20 and 28 channels (M2, M4, M6, M8)
    /// for exec sizes 1, 2 and 4 (the hardware's nibble control).
    pub nibble_offsets: Cited<bool>,
}

/// One platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlatformDesc {
    pub platform: Platform,
    pub name: &'static str,
    /// The platform's name for Intel's vISA assembler (`GenX_IR -platform`)
    /// and the rest of IGC's tools.
    pub assembler_name: &'static str,
    /// Intel's names for the platform (the architecture's and the
    /// assembler's), accepted wherever a platform is named.
    pub aliases: &'static [&'static str],
    pub grf_bytes: Cited<u32>,
    /// General registers a kernel has; its inputs must lie in them.
    pub grf_count: Cited<u32>,
    /// 64-bit integer operands in ALU instructions.
    pub int64: Cited<Int64Alu>,
    /// Whether Intel's vISA assembler itself splits a `mov` between integer
    /// types with `q`/`uq` operands into dword moves, where the ALU has no
    /// 64-bit `mov`: such a `mov` is then legal vISA, and no 64-bit operand
    /// reaches the Gen code.
    pub qword_mov_split_by_assembler: Cited<bool>,
    /// `df` operands in ALU instructions.
    pub fp64: Cited<bool>,
    /// IEEE-exact division and square root (DIVM, SQRTM).
    pub ieee_div_sqrt: Cited<bool>,
    /// Shared local memory a thread group may have, in bytes.
    pub slm_bytes: Cited<u32>,
    /// The SIMD width of an LSC (load/store cache) message; `None` where the
    /// platform has no LSC.
    pub lsc_lanes: Cited<Option<u32>>,
    /// Typed LSC messages (LSC_TYPED, unit `.tgm`).
    pub lsc_typed: Cited<bool>,
    /// The low-bandwidth cross-tile unit `.ugml` of LSC_UNTYPED.
    pub lsc_ugml: Cited<bool>,
    /// Whether the legacy data-port messages (OWORD_*, *_SCALED, DWORD_ATOMIC,
    /// SVM_*, QW_*, TYPED_ATOMIC) exist. Where they do not, Intel's assembler
    /// still encodes them (a send to a unit the hardware lacks), so every
    /// layer refuses them.
    pub legacy_dataport: Cited<bool>,
    /// Whether the LSC 2D block messages (`lsc_load_block2d`,
    /// `lsc_store_block2d`) exist.
    pub lsc_block2d: Cited<bool>,
    /// The immediate address offsets (LSC_UNTYPED `AddrImmOffset`) the
    /// finalizer encodes in the message; `None` where it adds every one to
    /// the addresses with instructions of its own.
    pub lsc_imm_offset: Cited<Option<LscImmOffsets>>,
    pub legacy: LegacyForms,
}

/// The `AddrImmOffset` values an LSC message encodes (the rest the
/// finalizer adds to the addresses itself): signed fields of `bits` bits
/// per address model, multiples of `align` bytes. Measured with Intel's
/// assembler (docs/lsc.md, "Immediate offsets").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LscImmOffsets {
    /// `flat[A+off]` (`.ugm` a64 and a32, `.slm`).
    pub flat_bits: u32,
    /// `bss(S)[A+off]` and `ss(S)[A+off]`.
    pub surface_state_bits: u32,
    /// `bti(S)[A+off]`.
    pub bti_bits: u32,
    pub align: u32,
}

/// The register file: 128 GRFs on every platform of this table (PVC's
/// 256-register mode is not used).
const GRF_COUNT: Cited<u32> = cite(
    128,
    "vISA spec, Execution Model chapter: Thread Organization (each thread's own General Register File); 128 \
     registers, as Intel's assembler allocates them (GenX_IR -TotalGRFNum 128, which refuses inputs past them)",
);

impl PlatformDesc {
    /// Bytes of the register file.
    pub fn register_file_bytes(&self) -> u32 {
        self.grf_count.value * self.grf_bytes.value
    }
}

/// Intel's compiler writes no QW_GATHER/QW_SCATTER before Xe-HPC: its
/// legacy lowering splits qwords into two dword channels (R, G) of
/// GATHER4_SCALED/SCATTER4_SCALED.
const QW_BEFORE_XEHPC: Cited<bool> = cite(
    false,
    "vISA spec, QW_GATHER and QW_SCATTER (a PVC message in one page set); IGC GenXLoadStoreLowering.cpp \
     createLegacyGatherScatterQWordImpl (qwords through gather4/scatter4 scaled, channels RG); README decision 1",
);
/// Where the ALU has no 64-bit `mov`, Intel's assembler splits one between
/// integer types into dword moves (and Intel's compiler writes such movs
/// for DG2: its dump of `svm_add`).
const QWORD_MOV_SPLIT: Cited<bool> = cite(
    true,
    "vISA HWConformity.cpp emulate64bMov (\"handle i64 mov\", noInt64 platforms); GenX_IR 1.0.12504 and 1.0.17791 \
     leave no q/uq operand of such a mov for TGLLP and DG2",
);
/// The ALU has a 64-bit `mov`: nothing to split.
const NO_QWORD_MOV_SPLIT: Cited<bool> =
    cite(false, "vISA HWConformity.cpp emulate64bMov (only where noInt64; the ALU moves qwords here)");
const SVM_BYTES_X8: &str = "vISA HWCaps.inc has8ByteA64Gather (true but for TGLLP)";
const SEND_LANES_8: Cited<u32> = cite(
    8,
    "vISA TranslateMisc.cpp roundUpExecSize (exec sizes 1, 2, 4 become SIMD8 sends); HWCaps.inc getNativeExecSize",
);
const NIBBLES: Cited<bool> = cite(true, "vISA HWCaps.inc hasNibCtrl (true before PVC)");
const NO_LSC: Cited<Option<u32>> = cite(None, "IGC GenX.td: no FeatureHasLSC");
const LSC_SIMD16: Cited<Option<u32>> =
    cite(Some(16), "IGC GenX.td: FeatureHasLSC without FeatureLSCMaxWidth32 (LSC messages of 16 lanes)");
const LSC_SIMD32: Cited<Option<u32>> =
    cite(Some(32), "IGC GenX.td: FeatureHasLSC, FeatureLSCMaxWidth32 (LSC messages of 32 lanes)");
const LEGACY_DATAPORT: Cited<bool> = cite(true, "IGC GenX.td: no FeatureNoLegacyDataport");
/// IGC's "Supported 2D block I/O variants" (the shape table of
/// `SPV_INTEL_2d_block_io`) lists 2D block messages from XE HPC on: PVC,
/// BMG, LNL and later.
const NO_BLOCK2D: Cited<bool> =
    cite(false, "IGC Supported 2D block I/O variants (XE HPC+: PVC, BMG, LNL, ...; not this platform)");
const BLOCK2D: Cited<bool> = cite(true, "IGC Supported 2D block I/O variants (XE HPC+: PVC, BMG, LNL, ...)");
const NO_TYPED: Cited<bool> = cite(false, "IGC GenX.td: no FeatureHasLSCTyped");
/// GenX_IR 1.0.12504 (DG2, PVC) and 1.0.17791 (DG2, MTL, PVC) add every
/// immediate offset to the addresses before the send (a32: one `add`;
/// a64: `addc`, `add` and two `mov`s per message, or one qword `add`).
const NO_IMM_OFFSET: Cited<Option<LscImmOffsets>> = cite(
    None,
    "IGC GenXSubtarget.h HasLSCOffset (GenXLscAddrCalcFolding runs only where set); GenX_IR 1.0.12504 and \
     1.0.17791 add AddrImmOffset to the addresses before the send on this platform",
);
const NO_LSC_OFFSET: Cited<Option<LscImmOffsets>> = cite(None, "IGC GenX.td: no FeatureHasLSC (no LSC message)");
const NO_UGML: Cited<bool> = cite(
    false,
    "vISA spec, LSC_UNTYPED: LscSFID (\".ugml ... Low-bandwidth untyped global memory (cross tile). (PVC only)\")",
);

/// The table. Index with `Platform as usize`.
pub static PLATFORMS: [PlatformDesc; Platform::COUNT] = PLATFORM_TABLE;

/// [`PLATFORMS`] as a constant, for the tables built from its cells at
/// compile time (the message table's QW rows, the ALU table's DIVM/SQRTM).
pub const PLATFORM_TABLE: [PlatformDesc; Platform::COUNT] = [
    PlatformDesc {
        platform: Platform::Gen9,
        assembler_name: "SKL",
        name: "gen9",
        aliases: &["Gen9", "SKL"],
        grf_bytes: cite(32, "vISA spec, Execution Model chapter: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
        int64: cite(
            Int64Alu::Full,
            "IGC GenX.td: Gen9 (FeatureLongLong, FeatureInstrAdd64); vISA HWCaps.inc noInt64 (not SKL)",
        ),
        qword_mov_split_by_assembler: NO_QWORD_MOV_SPLIT,
        fp64: cite(true, "IGC GenX.td: Gen9 (FeatureFP64)"),
        ieee_div_sqrt: cite(
            true,
            "IGC GenX.td: Gen9 (FeatureIEEEDivSqrt); vISA spec, Instruction Set chapter: DIVM, SQRTM {XEHP+,SKL}",
        ),
        slm_bytes: cite(64 << 10, "IGC GenX.td: Gen9 (FeatureSLM64K)"),
        lsc_lanes: NO_LSC,
        lsc_typed: NO_TYPED,
        lsc_ugml: NO_UGML,
        legacy_dataport: LEGACY_DATAPORT,
        lsc_block2d: NO_BLOCK2D,
        lsc_imm_offset: NO_LSC_OFFSET,
        legacy: LegacyForms {
            qword_messages: QW_BEFORE_XEHPC,
            svm_bytes_x8: cite(true, SVM_BYTES_X8),
            send_lanes: SEND_LANES_8,
            nibble_offsets: NIBBLES,
        },
    },
    PlatformDesc {
        platform: Platform::XeLp,
        assembler_name: "TGLLP",
        name: "xelp",
        aliases: &["XeLP", "TGLLP", "Gen12LP"],
        grf_bytes: cite(32, "vISA spec, Execution Model chapter: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
        int64: cite(
            Int64Alu::None,
            "IGC GenX.td: XeLP (FeatureLongLongEmulation); vISA HWCaps.inc noInt64 (TGLLP); Intel's compiler \
             writes no q/uq operand for TGLLP",
        ),
        qword_mov_split_by_assembler: QWORD_MOV_SPLIT,
        fp64: cite(false, "IGC GenX.td: XeLP (no FeatureFP64); vISA HWCaps.inc noFP64 (TGLLP)"),
        ieee_div_sqrt: cite(
            false,
            "IGC GenX.td: XeLP (no FeatureIEEEDivSqrt); Intel's vISA assembler refuses DIVM and SQRTM on TGLLP \
             (\"IEEE instruction divm is not supported\")",
        ),
        slm_bytes: cite(64 << 10, "IGC GenX.td: XeLP (FeatureSLM64K)"),
        lsc_lanes: NO_LSC,
        lsc_typed: NO_TYPED,
        lsc_ugml: NO_UGML,
        legacy_dataport: LEGACY_DATAPORT,
        lsc_block2d: NO_BLOCK2D,
        lsc_imm_offset: NO_LSC_OFFSET,
        legacy: LegacyForms {
            qword_messages: QW_BEFORE_XEHPC,
            svm_bytes_x8: cite(
                false,
                "vISA HWCaps.inc has8ByteA64Gather (false for TGLLP only); TranslateSendLdStLegacy.cpp asserts \
                 \"A64 8-byte scatter not supported on this platform\" (GenX_IR 1.0.17791 aborts on it for TGLLP)",
            ),
            send_lanes: SEND_LANES_8,
            nibble_offsets: NIBBLES,
        },
    },
    PlatformDesc {
        platform: Platform::XeHpg,
        assembler_name: "DG2",
        name: "xehpg",
        aliases: &["XeHPG", "DG2"],
        grf_bytes: cite(32, "vISA spec, Execution Model chapter: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
        int64: cite(
            Int64Alu::None,
            "IGC GenX.td: XeHPG (FeatureLongLongEmulation); vISA HWCaps.inc noInt64 (DG2); Intel's compiler \
             writes no q/uq operand for DG2",
        ),
        qword_mov_split_by_assembler: QWORD_MOV_SPLIT,
        fp64: cite(false, "IGC GenX.td: XeHPG (no FeatureFP64); vISA HWCaps.inc noFP64 (DG2)"),
        ieee_div_sqrt: cite(
            false,
            "IGC GenX.td: XeHPG (no FeatureIEEEDivSqrt); Intel's vISA assembler refuses DIVM and SQRTM on DG2 \
             (\"IEEE instruction divm is not supported\")",
        ),
        slm_bytes: cite(128 << 10, "IGC GenX.td: XeHPG (FeatureSLM128K)"),
        lsc_lanes: LSC_SIMD16,
        lsc_typed: NO_TYPED,
        lsc_ugml: NO_UGML,
        legacy_dataport: LEGACY_DATAPORT,
        lsc_block2d: cite(
            false,
            "IGC Supported 2D block I/O variants (XE HPC+ only; DG2 is not listed: both of Intel's assemblers take \
             the text for DG2 and encode a send it has no unit for)",
        ),
        lsc_imm_offset: NO_IMM_OFFSET,
        legacy: LegacyForms {
            qword_messages: QW_BEFORE_XEHPC,
            svm_bytes_x8: cite(true, SVM_BYTES_X8),
            send_lanes: SEND_LANES_8,
            nibble_offsets: NIBBLES,
        },
    },
    PlatformDesc {
        platform: Platform::XeHpc,
        assembler_name: "PVC",
        name: "xehpc",
        aliases: &["XeHPC", "PVC"],
        grf_bytes: cite(
            64,
            "vISA spec, Execution Model chapter: Thread Organization (\"For PVC platform, GRF register is 64 bytes\")",
        ),
        grf_count: GRF_COUNT,
        int64: cite(
            Int64Alu::Partial(&[Int64Op::Move, Int64Op::Add, Int64Op::Multiply, Int64Op::Shift]),
            "IGC GenX.td: XeHPC (FeatureLongLong, FeatureInstrAdd64, FeaturePartialI64Emulation); GenXEmulate.cpp \
             LightEmu64Expander emulates and/or/xor, select, icmp, min/max, saturating add and abs there \
             (PartialEmuI64OpsPass.cpp: the same for IGC's OpenCL path)",
        ),
        qword_mov_split_by_assembler: NO_QWORD_MOV_SPLIT,
        fp64: cite(true, "IGC GenX.td: XeHPC (FeatureFP64)"),
        ieee_div_sqrt: cite(
            true,
            "IGC GenX.td: XeHPC (FeatureIEEEDivSqrt); vISA spec, Instruction Set chapter: DIVM, SQRTM {XEHP+,SKL}",
        ),
        slm_bytes: cite(128 << 10, "IGC GenX.td: XeHPC (FeatureSLM128K)"),
        lsc_lanes: LSC_SIMD32,
        lsc_typed: NO_TYPED,
        lsc_ugml: cite(true, "vISA spec, LSC_UNTYPED: LscSFID (\".ugml ... (PVC only)\")"),
        legacy_dataport: LEGACY_DATAPORT,
        lsc_block2d: BLOCK2D,
        lsc_imm_offset: NO_IMM_OFFSET,
        legacy: LegacyForms {
            qword_messages: cite(
                true,
                "vISA spec, QW_GATHER and QW_SCATTER (a PVC message in one page set); README decision 1",
            ),
            svm_bytes_x8: cite(true, SVM_BYTES_X8),
            send_lanes: cite(
                16,
                "vISA TranslateMisc.cpp roundUpExecSize (\"for PVC legacy messages must be SIMD16\"); HWCaps.inc \
                 getNativeExecSize (SIMD16 from PVC)",
            ),
            nibble_offsets: cite(
                false,
                "vISA HWCaps.inc hasNibCtrl (false from PVC); Common_ISA_util.cpp Get_Gen4_Emask (\"nibCtrl emask \
                 not supported on this platform\")",
            ),
        },
    },
    PlatformDesc {
        platform: Platform::XeLpg,
        assembler_name: "MTL",
        name: "mtl",
        aliases: &["MTL", "ARL", "Xe-LPG", "XeLPG"],
        grf_bytes: cite(32, "vISA spec, Execution Model chapter: Thread Organization (32-byte GRF registers); IGC GenX.td: XeLPG (no FeatureGRFByteSize64)"),
        grf_count: GRF_COUNT,
        int64: cite(
            Int64Alu::None,
            "IGC GenX.td: XeLPG (FeatureLongLongEmulation); vISA HWCaps.inc noInt64 (Xe_MTL)",
        ),
        qword_mov_split_by_assembler: QWORD_MOV_SPLIT,
        fp64: cite(true, "IGC GenX.td: XeLPG (FeatureFP64); vISA HWCaps.inc noFP64 (not Xe_MTL)"),
        ieee_div_sqrt: cite(
            false,
            "IGC GenX.td: XeLPG (no FeatureIEEEDivSqrt; FeatureFDivFSqrt64Emulation: its compiler emulates \
             division and square root); GenX_IR 1.0.17791 refuses divm for MTL",
        ),
        slm_bytes: cite(128 << 10, "IGC GenX.td: XeLPG (FeatureSLM128K)"),
        lsc_lanes: cite(
            Some(16),
            "IGC GenX.td: XeLPG (FeatureHasLSC without FeatureLSCMaxWidth32: LSC messages of 16 lanes)",
        ),
        lsc_typed: NO_TYPED,
        lsc_ugml: NO_UGML,
        legacy_dataport: cite(true, "IGC GenX.td: XeLPG (no FeatureNoLegacyDataport)"),
        lsc_block2d: NO_BLOCK2D,
        lsc_imm_offset: NO_IMM_OFFSET,
        legacy: LegacyForms {
            qword_messages: QW_BEFORE_XEHPC,
            svm_bytes_x8: cite(true, SVM_BYTES_X8),
            send_lanes: SEND_LANES_8,
            nibble_offsets: cite(true, "vISA HWCaps.inc hasNibCtrl (true before PVC; Xe_MTL precedes Xe_PVC)"),
        },
    },
    PlatformDesc {
        platform: Platform::Xe2,
        assembler_name: "XE2",
        name: "xe2",
        aliases: &["Xe2", "LNL", "BMG", "Xe2-HPG", "Xe2-LPG"],
        grf_bytes: cite(64, "IGC GenX.td: Xe2 (FeatureGRFByteSize64: 64-byte GRF registers)"),
        grf_count: GRF_COUNT,
        int64: cite(
            Int64Alu::Partial(&[Int64Op::Move, Int64Op::Add, Int64Op::Multiply, Int64Op::Shift]),
            "IGC GenX.td: Xe2 (FeatureLongLong, FeatureInstrAdd64, FeaturePartialI64Emulation, as XeHPC); \
             GenXEmulate.cpp LightEmu64Expander emulates and/or/xor, select, icmp, min/max, saturating add and abs",
        ),
        qword_mov_split_by_assembler: NO_QWORD_MOV_SPLIT,
        fp64: cite(true, "IGC GenX.td: Xe2 (FeatureFP64)"),
        ieee_div_sqrt: cite(true, "IGC GenX.td: Xe2 (FeatureIEEEDivSqrt)"),
        slm_bytes: cite(128 << 10, "IGC GenX.td: Xe2 (FeatureSLM128K)"),
        lsc_lanes: cite(Some(32), "IGC GenX.td: Xe2 (FeatureHasLSC, FeatureLSCMaxWidth32: LSC messages of 32 lanes)"),
        lsc_typed: cite(true, "IGC GenX.td: Xe2 (FeatureHasLSCTyped)"),
        lsc_ugml: NO_UGML,
        legacy_dataport: cite(
            false,
            "IGC GenX.td: Xe2 (FeatureNoLegacyDataport; GenXLegacyToLscTranslator rewrites legacy messages as LSC)",
        ),
        lsc_block2d: BLOCK2D,
        lsc_imm_offset: cite(
            Some(LscImmOffsets { flat_bits: 20, surface_state_bits: 17, bti_bits: 12, align: 4 }),
            "IGC GenXLscAddrCalcFolding.cpp (HasLSCOffset: add/sub of a constant folded into the offset); \
             GenX_IR 1.0.17791 -platform XE2 encodes AddrImmOffset in the extended descriptor for dword \
             multiples in -2^19..2^19-1 (flat), -2^16..2^16-1 (bss, ss), -2^11..2^11-1 (bti), else adds it",
        ),
        legacy: LegacyForms {
            qword_messages: cite(false, "IGC GenX.td: Xe2 (FeatureNoLegacyDataport: no legacy message at all)"),
            svm_bytes_x8: cite(false, "IGC GenX.td: Xe2 (FeatureNoLegacyDataport: no legacy message at all)"),
            send_lanes: cite(16, "vISA HWCaps.inc getNativeExecSize (SIMD16 from PVC)"),
            nibble_offsets: cite(false, "vISA HWCaps.inc hasNibCtrl (false from PVC; Xe2 follows Xe_PVC)"),
        },
    },
];

/// Execution-mask offsets (channel numbers) legal for an exec size:
/// the offset must be aligned to the exec size, in 4-channel steps.
/// SIMD16/32: M1, M5; SIMD8: M1, M3, M5, M7; SIMD1/2/4: any of M1..M8.
pub static EMASK_ALIGNMENT: Cited<()> = cite(
    (),
    "vISA spec, Execution Model chapter: Execution Mask (\"an error if the starting offset ... is not aligned to the execution size\"); README decision S8",
);

pub fn emask_offset_allowed(exec_lanes: u32, first_channel: u32) -> bool {
    let step = exec_lanes.clamp(4, 16);
    first_channel.is_multiple_of(step) && first_channel + exec_lanes.min(32) <= 32
}

impl Platform {
    /// [`emask_offset_allowed`] on this platform: without nibble control
    /// (`legacy.nibble_offsets`) an exec size of 1, 2 or 4 may not start at
    /// channel 4, 12, 20 or 28 either (Intel's assembler drops such an
    /// offset and runs the instruction on channels 0..).
    pub fn emask_offset_allowed(self, exec_lanes: u32, first_channel: u32) -> bool {
        emask_offset_allowed(exec_lanes, first_channel)
            && (self.desc().legacy.nibble_offsets.value || first_channel.is_multiple_of(8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_indexed_by_platform() {
        for p in Platform::ALL {
            assert_eq!(p.desc().platform, p);
            assert_eq!(p.name().parse::<Platform>(), Ok(p));
        }
    }

    #[test]
    fn intel_names_are_aliases_in_any_case() {
        use Platform::*;
        for (s, p) in [
            ("SKL", Gen9),
            ("gen9", Gen9),
            ("Gen9", Gen9),
            ("TGLLP", XeLp),
            ("XeLP", XeLp),
            ("tgllp", XeLp),
            ("XeHPG", XeHpg),
            ("DG2", XeHpg),
            ("dg2", XeHpg),
            ("XEHPG", XeHpg),
            ("PVC", XeHpc),
            ("XeHPC", XeHpc),
            ("MTL", XeLpg),
            ("mtl", XeLpg),
            ("ARL", XeLpg),
            ("Xe-LPG", XeLpg),
            ("LNL", Xe2),
            ("BMG", Xe2),
            ("Xe2", Xe2),
            ("XE2", Xe2),
            ("Xe2-HPG", Xe2),
        ] {
            assert_eq!(s.parse::<Platform>(), Ok(p), "{s}");
        }
        let err = "gen12".parse::<Platform>().unwrap_err();
        assert!(err.contains("unknown platform `gen12`") && err.contains("xehpg (XeHPG, DG2)"), "{err}");
        assert!(err.contains("the closest name is `gen9`"), "{err}");
        // The assembler's name is one of the aliases.
        for p in Platform::ALL {
            assert!(p.desc().aliases.iter().any(|a| a.eq_ignore_ascii_case(p.desc().assembler_name)), "{p}");
        }
    }

    /// Intel's platforms the table lacks are refused with the nearest row
    /// and what differs.
    #[test]
    fn unknown_intel_platforms_name_the_closest_row() {
        let err = "PTL".parse::<Platform>().unwrap_err();
        assert!(
            err.starts_with(
                "unknown platform `PTL`: Xe3 (Panther Lake) is not in the platform table; the closest \
                             platform is xe2, but Xe3 has a variable number of registers per thread"
            ),
            "{err}"
        );
        let err = "icl".parse::<Platform>().unwrap_err();
        assert!(err.contains("Gen11 (Ice Lake) is not in the platform table; the closest platform is xelp"), "{err}");
        let err = "ATS".parse::<Platform>().unwrap_err();
        assert!(err.contains("the closest platform is xehpg, but Xe-HP has a 64-bit integer ALU"), "{err}");
        // A misspelling: the nearest name.
        assert!("lnk".parse::<Platform>().unwrap_err().contains("the closest name is `LNL`"));
        assert!("xe-2".parse::<Platform>().unwrap_err().contains("the closest name is `xe2`"));
        // The table's names never collide with the ones it lacks.
        for other in NOT_IN_TABLE {
            for n in other.names {
                assert!(n.parse::<Platform>().is_err(), "{n}");
            }
        }
    }

    /// The cells of IGC's `GenX.td` (Gen9 from the revision before it was
    /// dropped) and of its vISA `HWCaps.inc`, as read by hand. Columns:
    /// gen9, xelp, xehpg, xehpc, mtl, xe2.
    #[test]
    fn capabilities_follow_intels_target_description() {
        let all = Platform::ALL;
        assert_eq!(all.map(|p| p.int64() == Int64Alu::Full), [true, false, false, false, false, false]);
        assert_eq!(all.map(|p| p.int64() == Int64Alu::None), [false, true, true, false, true, false]);
        let native = |op| all.map(|p| p.int64().native(op));
        // Xe-HPC and Xe2: native add/sub (InstrAdd64), mul, shifts, mov;
        // emulated logic, compares, select, min/max, saturation, abs.
        for op in [Int64Op::Move, Int64Op::Add, Int64Op::Multiply, Int64Op::Shift] {
            assert_eq!(native(op), [true, false, false, true, false, true], "{op:?}");
        }
        for op in [Int64Op::Logic, Int64Op::Compare, Int64Op::Select, Int64Op::MinMax, Int64Op::Saturate, Int64Op::Abs]
        {
            assert_eq!(native(op), [true, false, false, false, false, false], "{op:?}");
        }
        // Intel's assembler splits a 64-bit integer mov where the ALU has none.
        assert_eq!(all.map(|p| p.desc().qword_mov_split_by_assembler.value), [false, true, true, false, true, false]);
        assert_eq!(all.map(|p| p.int64_in_visa(Int64Op::Move)), [true; 6]);
        assert_eq!(all.map(|p| p.int64_in_visa(Int64Op::Add)), [true, false, false, true, false, true]);
        // Xe-LPG has FP64 but emulates its division and square root.
        assert_eq!(all.map(Platform::has_fp64), [true, false, false, true, true, true]);
        assert_eq!(all.map(|p| p.desc().ieee_div_sqrt.value), [true, false, false, true, false, true]);
        assert_eq!(
            all.map(|p| p.desc().slm_bytes.value),
            [64 << 10, 64 << 10, 128 << 10, 128 << 10, 128 << 10, 128 << 10]
        );
        assert_eq!(all.map(|p| p.desc().lsc_lanes.value), [None, None, Some(16), Some(32), Some(16), Some(32)]);
        assert_eq!(all.map(|p| p.desc().legacy_dataport.value), [true, true, true, true, true, false]);
        assert_eq!(all.map(|p| p.desc().lsc_block2d.value), [false, false, false, true, false, true]);
        assert_eq!(all.map(|p| p.desc().lsc_typed.value), [false, false, false, false, false, true]);
        assert_eq!(all.map(|p| p.desc().lsc_ugml.value), [false, false, false, true, false, false]);
        assert_eq!(all.map(|p| p.desc().lsc_imm_offset.value.is_some()), [false, false, false, false, false, true]);
        let legacy = all.map(|p| p.desc().legacy);
        assert_eq!(legacy.map(|l| l.qword_messages.value), [false, false, false, true, false, false]);
        assert_eq!(legacy.map(|l| l.svm_bytes_x8.value), [true, false, true, true, true, false]);
        assert_eq!(legacy.map(|l| l.send_lanes.value), [8, 8, 8, 16, 8, 16]);
        assert_eq!(legacy.map(|l| l.nibble_offsets.value), [true, true, true, false, true, false]);
        assert_eq!(Platform::XeHpc.int64().describe(), "partial (native: mov, add, mul, shift)");
    }

    #[test]
    fn every_cell_cites_its_source() {
        for p in Platform::ALL {
            let d = p.desc();
            let legacy = d.legacy;
            let sources = [
                d.grf_bytes.source,
                d.grf_count.source,
                d.int64.source,
                d.qword_mov_split_by_assembler.source,
                d.fp64.source,
                d.ieee_div_sqrt.source,
                d.slm_bytes.source,
                d.lsc_lanes.source,
                d.legacy_dataport.source,
                d.lsc_block2d.source,
                d.lsc_typed.source,
                d.lsc_ugml.source,
                d.lsc_imm_offset.source,
                legacy.qword_messages.source,
                legacy.svm_bytes_x8.source,
                legacy.send_lanes.source,
                legacy.nibble_offsets.source,
            ];
            for s in sources {
                assert!(s.starts_with("vISA ") || s.starts_with("IGC "), "{p}: {s}");
            }
        }
    }

    /// Without nibble control (xehpc), exec sizes of 1..4 start only at
    /// channels that are multiples of 8.
    #[test]
    fn nibble_offsets_only_where_the_platform_has_them() {
        let legal =
            |p: Platform, lanes| (0..32).step_by(4).filter(|&c| p.emask_offset_allowed(lanes, c)).collect::<Vec<_>>();
        assert_eq!(legal(Platform::XeHpg, 4), vec![0, 4, 8, 12, 16, 20, 24, 28]);
        assert_eq!(legal(Platform::XeHpc, 4), vec![0, 8, 16, 24]);
        assert_eq!(legal(Platform::XeHpc, 1), vec![0, 8, 16, 24]);
        assert_eq!(legal(Platform::XeHpc, 8), vec![0, 8, 16, 24]);
        assert_eq!(legal(Platform::XeHpc, 16), vec![0, 16]);
    }

    #[test]
    fn grf_sizes() {
        use Platform::*;
        assert_eq!([Gen9, XeLp, XeHpg, XeHpc, XeLpg, Xe2].map(Platform::grf_bytes), [32, 32, 32, 64, 32, 64]);
    }

    #[test]
    fn emask_alignment_matches_decision_8() {
        let legal = |lanes| (0..32).step_by(4).filter(|&c| emask_offset_allowed(lanes, c)).collect::<Vec<_>>();
        assert_eq!(legal(32), vec![0]);
        assert_eq!(legal(16), vec![0, 16]);
        assert_eq!(legal(8), vec![0, 8, 16, 24]);
        assert_eq!(legal(4), vec![0, 4, 8, 12, 16, 20, 24, 28]);
        assert_eq!(legal(1), vec![0, 4, 8, 12, 16, 20, 24, 28]);
    }
}
