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
}

impl Platform {
    pub const ALL: [Platform; 4] = [Platform::Gen9, Platform::XeLp, Platform::XeHpg, Platform::XeHpc];
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

    /// A platform's name or one of Intel's names for it, in any case.
    fn from_str(s: &str) -> Result<Platform, String> {
        Platform::ALL
            .iter()
            .copied()
            .find(|p| std::iter::once(&p.name()).chain(p.desc().aliases).any(|n| n.eq_ignore_ascii_case(s)))
            .ok_or_else(|| format!("unknown platform `{s}`; supported: {}", Platform::names_with_aliases()))
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
    pub legacy: LegacyForms,
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

/// The table. Index with `Platform as usize`.
pub static PLATFORMS: [PlatformDesc; 4] = PLATFORM_TABLE;

/// [`PLATFORMS`] as a constant, for the tables built from its cells at
/// compile time (the message table's QW rows, the ALU table's DIVM/SQRTM).
pub const PLATFORM_TABLE: [PlatformDesc; 4] = [
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
        ] {
            assert_eq!(s.parse::<Platform>(), Ok(p), "{s}");
        }
        let err = "gen12".parse::<Platform>().unwrap_err();
        assert!(err.contains("unknown platform `gen12`") && err.contains("xehpg (XeHPG, DG2)"), "{err}");
        // The assembler's name is one of the aliases.
        for p in Platform::ALL {
            assert!(p.desc().aliases.contains(&p.desc().assembler_name), "{p}");
        }
    }

    /// The cells of IGC's `GenX.td` (Gen9 from the revision before it was
    /// dropped) and of its vISA `HWCaps.inc`, as read by hand.
    #[test]
    fn capabilities_follow_intels_target_description() {
        use Platform::*;
        let all = [Gen9, XeLp, XeHpg, XeHpc];
        assert_eq!(all.map(|p| p.int64() == Int64Alu::Full), [true, false, false, false]);
        assert_eq!(all.map(|p| p.int64() == Int64Alu::None), [false, true, true, false]);
        let native = |op| all.map(|p| p.int64().native(op));
        // Xe-HPC: native add/sub (InstrAdd64), mul, shifts, mov; emulated
        // logic, compares, select, min/max, saturation, abs.
        for op in [Int64Op::Move, Int64Op::Add, Int64Op::Multiply, Int64Op::Shift] {
            assert_eq!(native(op), [true, false, false, true], "{op:?}");
        }
        for op in [Int64Op::Logic, Int64Op::Compare, Int64Op::Select, Int64Op::MinMax, Int64Op::Saturate, Int64Op::Abs]
        {
            assert_eq!(native(op), [true, false, false, false], "{op:?}");
        }
        // Intel's assembler splits a 64-bit integer mov where the ALU has none.
        assert_eq!(all.map(|p| p.desc().qword_mov_split_by_assembler.value), [false, true, true, false]);
        assert_eq!(all.map(|p| p.int64_in_visa(Int64Op::Move)), [true; 4]);
        assert_eq!(all.map(|p| p.int64_in_visa(Int64Op::Add)), [true, false, false, true]);
        assert_eq!(all.map(Platform::has_fp64), [true, false, false, true]);
        assert_eq!(all.map(|p| p.desc().ieee_div_sqrt.value), [true, false, false, true]);
        assert_eq!(all.map(|p| p.desc().slm_bytes.value), [64 << 10, 64 << 10, 128 << 10, 128 << 10]);
        let legacy = all.map(|p| p.desc().legacy);
        assert_eq!(legacy.map(|l| l.qword_messages.value), [false, false, false, true]);
        assert_eq!(legacy.map(|l| l.svm_bytes_x8.value), [true, false, true, true]);
        assert_eq!(legacy.map(|l| l.send_lanes.value), [8, 8, 8, 16]);
        assert_eq!(legacy.map(|l| l.nibble_offsets.value), [true, true, true, false]);
        assert_eq!(XeHpc.int64().describe(), "partial (native: mov, add, mul, shift)");
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
        assert_eq!([Gen9, XeLp, XeHpg, XeHpc].map(Platform::grf_bytes), [32, 32, 32, 64]);
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
