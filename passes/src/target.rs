//! Platform descriptions and the legality table of the messages.
//!
//! Legality is data: every cell holds a value and the spec page (and field)
//! it comes from, so a reader can check each against `../shared/spec/visa/`.
//! The verifier, `legalize` and the emulator all read this table; none of
//! them hard-codes a platform.

use std::fmt;
use std::str::FromStr;

/// One cell of the table: a value and where it is written down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cited<T: 'static> {
    pub value: T,
    /// `page: field` in `../shared/spec/visa/` (or `DESIGN.md` / the
    /// numbered decision of `spec/README.md` where the pages disagree).
    pub source: &'static str,
}

const fn cite<T>(value: T, source: &'static str) -> Cited<T> {
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
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Platform {
    type Err = String;

    fn from_str(s: &str) -> Result<Platform, String> {
        Platform::ALL.iter().copied().find(|p| p.name() == s).ok_or_else(|| {
            let names: Vec<_> = Platform::ALL.iter().map(|p| p.name()).collect();
            format!("unknown platform `{s}`; supported: {}", names.join(", "))
        })
    }
}

/// The messages of this project: the four the lowering emits, and the
/// siblings IGC's own vISA uses (read, verified, not yet emitted or run).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Message {
    Scatter4Scaled,
    QwScatter,
    SvmGather,
    TypedAtomic,
    Gather4Scaled,
    SvmScatter,
    SvmBlockLd,
    SvmBlockSt,
}

impl Message {
    pub const ALL: [Message; 8] = [
        Message::Scatter4Scaled,
        Message::QwScatter,
        Message::SvmGather,
        Message::TypedAtomic,
        Message::Gather4Scaled,
        Message::SvmScatter,
        Message::SvmBlockLd,
        Message::SvmBlockSt,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Message::Scatter4Scaled => "SCATTER4_SCALED",
            Message::QwScatter => "QW_SCATTER",
            Message::SvmGather => "SVM_GATHER",
            Message::TypedAtomic => "TYPED_ATOMIC",
            Message::Gather4Scaled => "GATHER4_SCALED",
            Message::SvmScatter => "SVM_SCATTER",
            Message::SvmBlockLd => "SVM_BLOCK_LD",
            Message::SvmBlockSt => "SVM_BLOCK_ST",
        }
    }
}

/// What one platform allows for one message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MessageRow {
    /// The message exists on the platform.
    pub available: Cited<bool>,
    /// Legal execution sizes, ascending (empty when unavailable).
    pub exec_sizes: Cited<&'static [u32]>,
}

impl MessageRow {
    pub fn allows_exec_size(&self, lanes: u32) -> bool {
        self.available.value && self.exec_sizes.value.contains(&lanes)
    }

    /// The widest legal exec size: the size of the pieces `legalize` splits into.
    pub fn widest_exec_size(&self) -> Option<u32> {
        self.exec_sizes.value.last().copied().filter(|_| self.available.value)
    }
}

/// One platform: register size and the message rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlatformDesc {
    pub platform: Platform,
    pub name: &'static str,
    /// The platform's name for Intel's vISA assembler (`GenX_IR -platform`)
    /// and the rest of IGC's tools.
    pub assembler_name: &'static str,
    pub grf_bytes: Cited<u32>,
    /// General registers a kernel has; its inputs must lie in them.
    pub grf_count: Cited<u32>,
    pub scatter4_scaled: MessageRow,
    pub qw_scatter: MessageRow,
    pub svm_gather: MessageRow,
    pub typed_atomic: MessageRow,
    pub gather4_scaled: MessageRow,
    pub svm_scatter: MessageRow,
    pub svm_block_ld: MessageRow,
    pub svm_block_st: MessageRow,
    /// TYPED_ATOMIC `Op` bit 5, the 16-bit form.
    pub typed_atomic_16bit: Cited<bool>,
}

/// The register file: 128 GRFs on every platform of this table (PVC's
/// 256-register mode is not used).
const GRF_COUNT: Cited<u32> = cite(
    128,
    "vISA spec, Execution model chapter: Thread Organization (each thread's own General Register File); 128 \
     registers, as Intel's assembler allocates them (GenX_IR -TotalGRFNum 128, which refuses inputs past them)",
);

impl PlatformDesc {
    /// Bytes of the register file.
    pub fn register_file_bytes(&self) -> u32 {
        self.grf_count.value * self.grf_bytes.value
    }

    pub fn row(&self, message: Message) -> &MessageRow {
        match message {
            Message::Scatter4Scaled => &self.scatter4_scaled,
            Message::QwScatter => &self.qw_scatter,
            Message::SvmGather => &self.svm_gather,
            Message::TypedAtomic => &self.typed_atomic,
            Message::Gather4Scaled => &self.gather4_scaled,
            Message::SvmScatter => &self.svm_scatter,
            Message::SvmBlockLd => &self.svm_block_ld,
            Message::SvmBlockSt => &self.svm_block_st,
        }
    }
}

const SCATTER4_EXEC: &[u32] = &[8, 16];
const SIMD1_TO_16: &[u32] = &[1, 2, 4, 8, 16];
const SIMD8: &[u32] = &[8];
const NONE: &[u32] = &[];

const SCATTER4_ROW: MessageRow = MessageRow {
    available: cite(
        true,
        "appendix_instruction_by_platform.md: SCATTER4_SCALED (BDW..TGLLP; no page restricts later platforms)",
    ),
    exec_sizes: cite(SCATTER4_EXEC, "SCATTER4_SCALED.md: Exec_size (0b011 8, 0b100 16); spec/README.md decision 3"),
};

const SVM_GATHER_ROW: MessageRow = MessageRow {
    available: cite(true, "appendix_instruction_by_platform.md: SVM_GATHER"),
    exec_sizes: cite(SIMD1_TO_16, "SVM_GATHER.md: Exec_size (0b000 1 .. 0b100 16)"),
};

const QW_SCATTER_ABSENT: MessageRow = MessageRow {
    available: cite(
        false,
        "appendix_instruction_by_platform.md: QW_SCATTER (no platform up to TGLLP); DESIGN.md section 6",
    ),
    exec_sizes: cite(NONE, "QW_SCATTER.md: not available on this platform"),
};

const QW_SCATTER_ROW: MessageRow = MessageRow {
    available: cite(true, "DESIGN.md section 6 (DG2 and PVC have QW_SCATTER); spec/README.md decision 5"),
    exec_sizes: cite(SIMD1_TO_16, "QW_SCATTER.md: Exec_size (0b000 1 .. 0b100 16)"),
};

const GATHER4_ROW: MessageRow = MessageRow {
    available: cite(
        true,
        "appendix_instruction_by_platform.md: GATHER4_SCALED (BDW..TGLLP; no page restricts later platforms)",
    ),
    exec_sizes: cite(SCATTER4_EXEC, "GATHER4_SCALED.md: Exec_size (0b011 8, 0b100 16); spec/README.md decision 3"),
};

const SVM_SCATTER_ROW: MessageRow = MessageRow {
    available: cite(true, "appendix_instruction_by_platform.md: SVM_SCATTER"),
    exec_sizes: cite(SIMD1_TO_16, "SVM_SCATTER.md: Exec_size (0b000 1 .. 0b100 16)"),
};

/// SVM_BLOCK_LD/ST have no `Exec_size` field: they run NoMask, as SIMD1.
const SVM_BLOCK_LD_ROW: MessageRow = MessageRow {
    available: cite(true, "appendix_instruction_by_platform.md: SVM_BLOCK_LD"),
    exec_sizes: cite(&[1], "SVM_BLOCK_LD.md: no Exec_size field (\"The execution mask is set to NoMask\")"),
};

const SVM_BLOCK_ST_ROW: MessageRow = MessageRow {
    available: cite(true, "appendix_instruction_by_platform.md: SVM_BLOCK_ST"),
    exec_sizes: cite(&[1], "SVM_BLOCK_ST.md: no Exec_size field (\"The execution mask is set to NoMask\")"),
};

const TYPED_ATOMIC_ROW: MessageRow = MessageRow {
    available: cite(true, "appendix_instruction_by_platform.md: TYPED_ATOMIC; 6_instructions.md: TYPED_ATOMIC {-PVC}"),
    exec_sizes: cite(SIMD8, "TYPED_ATOMIC.md: Exec_size (0b011 8 only); spec/README.md decision 6"),
};

/// The table. Index with `Platform as usize`.
pub static PLATFORMS: [PlatformDesc; 4] = [
    PlatformDesc {
        platform: Platform::Gen9,
        assembler_name: "SKL",
        name: "gen9",
        grf_bytes: cite(32, "3_execution_model.md: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
        scatter4_scaled: SCATTER4_ROW,
        qw_scatter: QW_SCATTER_ABSENT,
        svm_gather: SVM_GATHER_ROW,
        typed_atomic: TYPED_ATOMIC_ROW,
        gather4_scaled: GATHER4_ROW,
        svm_scatter: SVM_SCATTER_ROW,
        svm_block_ld: SVM_BLOCK_LD_ROW,
        svm_block_st: SVM_BLOCK_ST_ROW,
        typed_atomic_16bit: cite(false, "TYPED_ATOMIC.md: Op {TGLLP+}Bit[5]"),
    },
    PlatformDesc {
        platform: Platform::XeLp,
        assembler_name: "TGLLP",
        name: "xelp",
        grf_bytes: cite(32, "3_execution_model.md: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
        scatter4_scaled: SCATTER4_ROW,
        qw_scatter: QW_SCATTER_ABSENT,
        svm_gather: SVM_GATHER_ROW,
        typed_atomic: TYPED_ATOMIC_ROW,
        gather4_scaled: GATHER4_ROW,
        svm_scatter: SVM_SCATTER_ROW,
        svm_block_ld: SVM_BLOCK_LD_ROW,
        svm_block_st: SVM_BLOCK_ST_ROW,
        typed_atomic_16bit: cite(true, "TYPED_ATOMIC.md: Op {TGLLP+}Bit[5]"),
    },
    PlatformDesc {
        platform: Platform::XeHpg,
        assembler_name: "DG2",
        name: "xehpg",
        grf_bytes: cite(32, "3_execution_model.md: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
        scatter4_scaled: SCATTER4_ROW,
        qw_scatter: QW_SCATTER_ROW,
        svm_gather: SVM_GATHER_ROW,
        typed_atomic: TYPED_ATOMIC_ROW,
        gather4_scaled: GATHER4_ROW,
        svm_scatter: SVM_SCATTER_ROW,
        svm_block_ld: SVM_BLOCK_LD_ROW,
        svm_block_st: SVM_BLOCK_ST_ROW,
        typed_atomic_16bit: cite(true, "TYPED_ATOMIC.md: Op {TGLLP+}Bit[5]"),
    },
    PlatformDesc {
        platform: Platform::XeHpc,
        assembler_name: "PVC",
        name: "xehpc",
        grf_bytes: cite(
            64,
            "3_execution_model.md: Thread Organization (\"For PVC platform, GRF register is 64 bytes\")",
        ),
        grf_count: GRF_COUNT,
        scatter4_scaled: SCATTER4_ROW,
        qw_scatter: QW_SCATTER_ROW,
        svm_gather: SVM_GATHER_ROW,
        typed_atomic: MessageRow {
            available: cite(false, "6_instructions.md: TYPED_ATOMIC {-PVC} (legacy typed messages end before PVC)"),
            exec_sizes: cite(NONE, "6_instructions.md: TYPED_ATOMIC {-PVC}"),
        },
        gather4_scaled: GATHER4_ROW,
        svm_scatter: SVM_SCATTER_ROW,
        svm_block_ld: SVM_BLOCK_LD_ROW,
        svm_block_st: SVM_BLOCK_ST_ROW,
        typed_atomic_16bit: cite(false, "6_instructions.md: TYPED_ATOMIC {-PVC}"),
    },
];

/// SVM_GATHER block counts: which exec sizes each (block size, count) allows,
/// beyond the platform's exec sizes. Per platform-independent page rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SvmGatherBlocks {
    pub block_bytes: u32,
    pub num_blocks: u32,
    /// Exec sizes allowed for this combination (intersect with the platform row).
    pub exec_sizes: Cited<&'static [u32]>,
}

const SIMD8_16: &[u32] = &[8, 16];

/// Every (block size, num_blocks) pair of SVM_GATHER and its exec sizes.
/// A pair with no exec sizes is illegal.
pub static SVM_GATHER_BLOCKS: [SvmGatherBlocks; 12] = {
    const ONE: &str = "SVM_GATHER.md: Num_blocks 0b00 (1 block, any exec size)";
    const MULTI: &str = "SVM_GATHER.md: Notes (\"When num_blocks > 1, exec_size must >= 8\")";
    const EIGHT_4: &str = "SVM_GATHER.md: Num_blocks 0b11 (\"only valid for 4 byte blocks and execution size 8\")";
    const EIGHT_X: &str = "SVM_GATHER.md: Num_blocks 0b11 (\"only valid for 4 byte blocks\"); DESIGN.md section 6";
    [
        SvmGatherBlocks { block_bytes: 1, num_blocks: 1, exec_sizes: cite(SIMD1_TO_16, ONE) },
        SvmGatherBlocks { block_bytes: 1, num_blocks: 2, exec_sizes: cite(SIMD8_16, MULTI) },
        SvmGatherBlocks { block_bytes: 1, num_blocks: 4, exec_sizes: cite(SIMD8_16, MULTI) },
        SvmGatherBlocks { block_bytes: 1, num_blocks: 8, exec_sizes: cite(NONE, EIGHT_X) },
        SvmGatherBlocks { block_bytes: 4, num_blocks: 1, exec_sizes: cite(SIMD1_TO_16, ONE) },
        SvmGatherBlocks { block_bytes: 4, num_blocks: 2, exec_sizes: cite(SIMD8_16, MULTI) },
        SvmGatherBlocks { block_bytes: 4, num_blocks: 4, exec_sizes: cite(SIMD8_16, MULTI) },
        SvmGatherBlocks { block_bytes: 4, num_blocks: 8, exec_sizes: cite(SIMD8, EIGHT_4) },
        SvmGatherBlocks { block_bytes: 8, num_blocks: 1, exec_sizes: cite(SIMD1_TO_16, ONE) },
        SvmGatherBlocks { block_bytes: 8, num_blocks: 2, exec_sizes: cite(SIMD8_16, MULTI) },
        SvmGatherBlocks { block_bytes: 8, num_blocks: 4, exec_sizes: cite(SIMD8_16, MULTI) },
        SvmGatherBlocks { block_bytes: 8, num_blocks: 8, exec_sizes: cite(NONE, EIGHT_X) },
    ]
};

/// The row of [`SVM_GATHER_BLOCKS`] for a pair, if the pair exists at all.
pub fn svm_gather_blocks(block_bytes: u32, num_blocks: u32) -> Option<&'static SvmGatherBlocks> {
    SVM_GATHER_BLOCKS.iter().find(|r| r.block_bytes == block_bytes && r.num_blocks == num_blocks)
}

/// QW_SCATTER block counts: the page defines only `0b00` (1 block).
pub static QW_SCATTER_NUM_BLOCKS: Cited<&[u32]> = cite(&[1], "QW_SCATTER.md: Num_blocks (0b00 1 block only)");

/// Execution-mask offsets (channel numbers) legal for an exec size:
/// the offset must be aligned to the exec size, in 4-channel steps.
/// SIMD16/32: M1, M5; SIMD8: M1, M3, M5, M7; SIMD1/2/4: any of M1..M8.
pub static EMASK_ALIGNMENT: Cited<()> = cite(
    (),
    "3_execution_model.md: Execution Mask (\"an error if the starting offset ... is not aligned to the execution size\"); spec/README.md decision 8",
);

pub fn emask_offset_allowed(exec_lanes: u32, first_channel: u32) -> bool {
    let step = exec_lanes.clamp(4, 16);
    first_channel.is_multiple_of(step) && first_channel + exec_lanes.min(32) <= 32
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
    fn every_cell_cites_a_source() {
        for p in &PLATFORMS {
            for m in Message::ALL {
                let row = p.row(m);
                assert!(!row.available.source.is_empty() && !row.exec_sizes.source.is_empty());
                assert_eq!(row.available.value, !row.exec_sizes.value.is_empty(), "{} {}", p.name, m.name());
            }
        }
    }

    #[test]
    fn design_table_facts() {
        use Platform::*;
        assert_eq!([Gen9, XeLp, XeHpg, XeHpc].map(Platform::grf_bytes), [32, 32, 32, 64]);
        let qw = |p: Platform| p.desc().qw_scatter.available.value;
        assert_eq!([Gen9, XeLp, XeHpg, XeHpc].map(qw), [false, false, true, true]);
        let a16 = |p: Platform| p.desc().typed_atomic_16bit.value;
        assert_eq!([Gen9, XeLp, XeHpg, XeHpc].map(a16), [false, true, true, false]);
        assert_eq!(Gen9.desc().svm_gather.widest_exec_size(), Some(16));
        assert_eq!(XeHpc.desc().typed_atomic.widest_exec_size(), None);
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

    #[test]
    fn svm_gather_eight_blocks_only_for_dwords_at_simd8() {
        for r in &SVM_GATHER_BLOCKS {
            let eight = r.num_blocks == 8;
            if eight {
                let expect: &[u32] = if r.block_bytes == 4 { &[8] } else { &[] };
                assert_eq!(r.exec_sizes.value, expect);
            } else if r.num_blocks > 1 {
                assert!(r.exec_sizes.value.iter().all(|&e| e >= 8));
            }
        }
    }
}
