//! The platforms and their register size, and the execution-mask rule.
//!
//! Every cell holds a value and the specification page (and field) it
//! comes from. Which messages a platform has, and with what exec sizes, is
//! the message table's (`messages.rs`).

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
    /// `gen9 (Gen9, SKL), xelp (...), ...`: every accepted spelling, for
    /// diagnostics and help.
    pub fn names_with_aliases() -> String {
        let each: Vec<_> =
            Platform::ALL.iter().map(|p| format!("{} ({})", p.name(), p.desc().aliases.join(", "))).collect();
        each.join(", ")
    }
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

/// The table. Index with `Platform as usize`.
pub static PLATFORMS: [PlatformDesc; 4] = [
    PlatformDesc {
        platform: Platform::Gen9,
        assembler_name: "SKL",
        name: "gen9",
        aliases: &["Gen9", "SKL"],
        grf_bytes: cite(32, "vISA spec, Execution Model chapter: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
    },
    PlatformDesc {
        platform: Platform::XeLp,
        assembler_name: "TGLLP",
        name: "xelp",
        aliases: &["XeLP", "TGLLP", "Gen12LP"],
        grf_bytes: cite(32, "vISA spec, Execution Model chapter: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
    },
    PlatformDesc {
        platform: Platform::XeHpg,
        assembler_name: "DG2",
        name: "xehpg",
        aliases: &["XeHPG", "DG2"],
        grf_bytes: cite(32, "vISA spec, Execution Model chapter: Thread Organization (32-byte GRF registers)"),
        grf_count: GRF_COUNT,
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
