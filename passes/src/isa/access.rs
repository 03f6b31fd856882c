//! Which message carries a generic memory operation: the block-vs-gather
//! choice as data, beside the message table (`messages.rs`), and read by
//! `select` (docs/lowering.md "The access table").
//!
//! A generic operation is described by a [`Query`]: what it does (read,
//! write, atomic), where (global memory or SLM), the bytes of one element
//! and the alignment every element has, and, for a contiguous access with
//! every lane enabled (`load`, `store`, a `masked.load`/`masked.store` with
//! a constant all-ones mask), its total size. [`RULES`] lists the forms in
//! order of preference; the first rule that applies and whose message (and
//! feature) the platform has is the one. A contiguous access that no block
//! rule takes is carried per element by the per-lane rules, its element
//! addresses `p + i * size`.
//!
//! Every rule cites the page rule that makes it legal; which platforms have
//! the message is the message table's.

use crate::isa::atomic::AtomicOp;
use crate::isa::messages::{Feature, Message};
use crate::isa::target::Platform;

/// Which message family `select` lowers loads, stores, gathers and
/// scatters to (`--messages`, docs/lowering.md "Messages").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Messages {
    /// The legacy data-port messages (SVM_*, OWORD_*, GATHER*_SCALED, ...).
    Legacy,
    /// The LSC messages (`llvm.genx.lsc.*`, LSC_UNTYPED).
    Lsc,
}

impl Messages {
    pub const NAMES: &'static str = "legacy, lsc";

    pub fn name(self) -> &'static str {
        match self {
            Messages::Legacy => "legacy",
            Messages::Lsc => "lsc",
        }
    }

    /// LSC wherever the platform has it (the platform table's `lsc_lanes`),
    /// as Intel's compiler does; legacy elsewhere.
    pub fn default_for(platform: Platform) -> Messages {
        if platform.desc().lsc_lanes.value.is_some() {
            Messages::Lsc
        } else {
            Messages::Legacy
        }
    }

    /// Whether `platform` has this family: the platform table's
    /// `legacy_dataport` and `lsc_lanes` cells; `Err` is the diagnostic.
    pub fn check(self, platform: Platform) -> Result<(), String> {
        let desc = platform.desc();
        let (has, source, others) = match self {
            Messages::Legacy => {
                (desc.legacy_dataport.value, desc.legacy_dataport.source, Platform::having(|d| d.legacy_dataport.value))
            }
            Messages::Lsc => (
                desc.lsc_lanes.value.is_some(),
                desc.lsc_lanes.source,
                Platform::having(|d| d.lsc_lanes.value.is_some()),
            ),
        };
        if has {
            return Ok(());
        }
        let what = match self {
            Messages::Legacy => "legacy data-port messages",
            Messages::Lsc => "LSC messages",
        };
        let names: Vec<&str> = others.iter().map(|p| p.name()).collect();
        Err(format!(
            "`--messages {}` is not supported on {platform}: {platform} has no {what} ({source}); platforms that \
             have them: {}; supported on {platform}: `--messages {}`",
            self.name(),
            names.join(", "),
            Messages::default_for(platform).name()
        ))
    }
}

impl std::str::FromStr for Messages {
    type Err = String;

    fn from_str(s: &str) -> Result<Messages, String> {
        match s.to_ascii_lowercase().as_str() {
            "legacy" => Ok(Messages::Legacy),
            "lsc" => Ok(Messages::Lsc),
            _ => Err(format!("unknown message family `{s}`; supported: {}", Messages::NAMES)),
        }
    }
}

/// Where an operation's memory is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    /// addrspace(0/1): 64-bit virtual addresses, the SVM messages.
    Global,
    /// addrspace(3): SLM, surface T0 (binding-table index 254).
    Slm,
}

impl Space {
    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global memory",
            Space::Slm => "SLM",
        }
    }
}

/// What an operation does to memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operation {
    Read,
    Write,
    /// A read-modify-write of one element per lane (`atomicrmw`, `cmpxchg`).
    Atomic(AtomicOp),
}

/// How the chosen message is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// SVM_GATHER / SVM_SCATTER: one element per lane in 1-, 4- or 8-byte
    /// blocks chosen from the element size and alignment.
    SvmLanes,
    /// SVM_BLOCK_LD / SVM_BLOCK_ST: whole owords from one address.
    SvmBlock,
    /// OWORD_LD / OWORD_ST: whole owords at an oword offset.
    OwordBlock,
    /// OWORD_LD_UNALIGNED: whole owords at a dword-aligned byte offset.
    OwordBlockUnaligned,
    /// GATHER4_SCALED / SCATTER4_SCALED channel R: a dword per lane.
    Dword,
    /// GATHER4_SCALED / SCATTER4_SCALED channels R and G: a qword per lane
    /// as its low and high dwords.
    DwordPair,
    /// QW_GATHER / QW_SCATTER: a qword per lane.
    Qword,
    /// GATHER_SCALED / SCATTER_SCALED: 1, 2 or 4 bytes per lane.
    Bytes,
    /// SVM_ATOMIC / DWORD_ATOMIC: one element per lane.
    Atomic,
    /// LSC_UNTYPED transposed (`lsc_load`/`lsc_store ... dNxVt`): the
    /// largest prefix of whole dwords (qwords at align 8) of a contiguous
    /// access, in vector sizes that fit the payload; the rest per lane
    /// ([`Form::LscLanes`]).
    LscBlock,
    /// LSC_UNTYPED non-transposed, vector size 1: each element as naturally
    /// aligned units of 1, 2, 4 or 8 bytes, one per lane (d8u32, d16u32,
    /// d32, d64), the mask as the predicate.
    LscLanes,
}

/// One rule: when it applies, and the message it uses for reads, writes
/// and atomics (`None`: the rule does not apply to that operation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The message family the rule belongs to (`--messages`).
    pub family: Messages,
    pub space: Space,
    pub form: Form,
    pub read: Option<Message>,
    pub write: Option<Message>,
    /// Element sizes the rule takes (bytes); empty: any.
    pub element_bytes: &'static [u64],
    /// The least alignment of every element's address (of the block's
    /// start for block rules).
    pub min_align: u64,
    /// A block rule: the access is contiguous, every lane enabled, and a
    /// whole number of `unit`s (or at least one, with `partial`).
    pub block: bool,
    /// The bytes a block rule moves in whole numbers (0 for lane rules).
    pub unit: u64,
    /// The block rule moves the largest prefix of whole units; the rest
    /// goes per lane.
    pub partial: bool,
    /// The feature of the message the rule needs; `AtomicWidth` picks the
    /// atomic width's.
    pub feature: Option<FeatureNeed>,
    /// The write message stores an element as several channels, channel by
    /// channel over the lanes (all low dwords, then all high dwords), so
    /// lanes that partly overlap are not written in LLVM's lane order
    /// ("from least significant to most significant element"); so does an
    /// LSC write of an element split into units, one per lane (the page
    /// leaves the order of lanes writing one address undefined): writes need
    /// lanes that cannot partly overlap ([`Query::disjoint_lanes`], or every
    /// element aligned to its size).
    pub channel_major: bool,
    /// Why the rule is legal (the page rule it follows).
    pub source: &'static str,
}

/// A message feature a rule needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FeatureNeed {
    Always(Feature),
    /// 16-bit elements need [`Feature::Atomic16`], 64-bit ones [`Feature::Atomic64`].
    AtomicWidth,
}

const ANY: &[u64] = &[];

/// In order of preference: blocks before lanes, the widest lanes first.
pub static RULES: [Rule; 14] = [
    Rule {
        family: Messages::Legacy,
        space: Space::Global,
        form: Form::SvmBlock,
        read: Some(Message::SvmBlockLd),
        write: Some(Message::SvmBlockSt),
        element_bytes: ANY,
        min_align: 16,
        block: true,
        unit: 16,
        partial: false,
        feature: None,
        channel_major: false,
        source: "vISA spec, SVM_BLOCK_LD and SVM_BLOCK_ST: Address (\"must be oword-aligned\"), Num_oword",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Global,
        form: Form::SvmLanes,
        read: Some(Message::SvmGather),
        write: Some(Message::SvmScatter),
        element_bytes: ANY,
        min_align: 1,
        block: false,
        unit: 0,
        partial: false,
        feature: None,
        channel_major: false,
        source: "vISA spec, SVM_GATHER and SVM_SCATTER: Addresses (\"aligned to the <block_size>\"), Block_size, Num_blocks",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Global,
        form: Form::Atomic,
        read: None,
        write: None,
        element_bytes: &[2, 4, 8],
        min_align: 0,
        block: false,
        unit: 0,
        partial: false,
        feature: Some(FeatureNeed::AtomicWidth),
        channel_major: false,
        source: "vISA spec, SVM_ATOMIC: Addresses (\"Dword or Qword aligned\"), Op (16-bit: \"must be word-aligned\")",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Slm,
        form: Form::OwordBlock,
        read: Some(Message::OwordLd),
        write: Some(Message::OwordSt),
        element_bytes: ANY,
        min_align: 16,
        block: true,
        unit: 16,
        partial: false,
        feature: Some(FeatureNeed::Always(Feature::Slm)),
        channel_major: false,
        source: "vISA spec, OWORD_LD and OWORD_ST: Offset (in owords), Size",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Slm,
        form: Form::OwordBlockUnaligned,
        read: Some(Message::OwordLdUnaligned),
        write: None,
        element_bytes: ANY,
        min_align: 4,
        block: true,
        unit: 16,
        partial: false,
        feature: Some(FeatureNeed::Always(Feature::Slm)),
        channel_major: false,
        source: "vISA spec, OWORD_LD_UNALIGNED: Offset (\"dword-aligned\"), Size",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Slm,
        form: Form::Qword,
        read: Some(Message::QwGather),
        write: Some(Message::QwScatter),
        element_bytes: &[8],
        min_align: 1,
        block: false,
        unit: 0,
        partial: false,
        feature: None,
        channel_major: false,
        source: "vISA spec, QW_GATHER and QW_SCATTER: Offset (byte offsets; the pages state no alignment)",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Slm,
        form: Form::Dword,
        read: Some(Message::Gather4Scaled),
        write: Some(Message::Scatter4Scaled),
        element_bytes: &[4],
        min_align: 4,
        block: false,
        unit: 0,
        partial: false,
        feature: None,
        channel_major: false,
        source: "vISA spec, GATHER4_SCALED and SCATTER4_SCALED: Description (\"the final address must be dword-aligned\")",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Slm,
        form: Form::DwordPair,
        read: Some(Message::Gather4Scaled),
        write: Some(Message::Scatter4Scaled),
        element_bytes: &[8],
        min_align: 4,
        block: false,
        unit: 0,
        partial: false,
        feature: None,
        channel_major: true,
        source: "vISA spec, GATHER4_SCALED and SCATTER4_SCALED: Channels (R and G: consecutive dwords), Description (\"dword-aligned\")",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Slm,
        form: Form::Bytes,
        read: Some(Message::GatherScaled),
        write: Some(Message::ScatterScaled),
        element_bytes: &[1, 2, 4],
        min_align: 1,
        block: false,
        unit: 0,
        partial: false,
        feature: None,
        channel_major: false,
        source: "vISA spec, GATHER_SCALED and SCATTER_SCALED: Num_blocks (1, 2 or 4 bytes; no alignment rule)",
    },
    Rule {
        family: Messages::Legacy,
        space: Space::Slm,
        form: Form::Atomic,
        read: None,
        write: None,
        element_bytes: &[2, 4],
        min_align: 0,
        block: false,
        unit: 0,
        partial: false,
        feature: Some(FeatureNeed::AtomicWidth),
        channel_major: false,
        source: "vISA spec, DWORD_ATOMIC: Element_offset, Op (16-bit: \"must be word-aligned\"; no 64-bit form)",
    },
    // The LSC family (vISA spec, LSC_UNTYPED), as Intel's GenXLoadStoreLowering
    // chooses it: blocks transposed, the rest one element per lane.
    Rule {
        family: Messages::Lsc,
        space: Space::Global,
        form: Form::LscBlock,
        read: Some(Message::LscLoad),
        write: Some(Message::LscStore),
        element_bytes: ANY,
        min_align: 4,
        block: true,
        unit: 4,
        partial: true,
        feature: None,
        channel_major: false,
        source: "vISA spec, LSC_UNTYPED: DataOrder (transposed: SIMD1, one address), DataSize (d32, d64: the address aligned to the data size)",
    },
    Rule {
        family: Messages::Lsc,
        space: Space::Global,
        form: Form::LscLanes,
        read: Some(Message::LscLoad),
        write: Some(Message::LscStore),
        element_bytes: ANY,
        min_align: 1,
        block: false,
        unit: 0,
        partial: false,
        feature: None,
        channel_major: true,
        source: "vISA spec, LSC_UNTYPED: DataSize (d8u32, d16u32, d32, d64, each address aligned to its size), Pred",
    },
    Rule {
        family: Messages::Lsc,
        space: Space::Slm,
        form: Form::LscBlock,
        read: Some(Message::LscLoad),
        write: Some(Message::LscStore),
        element_bytes: ANY,
        min_align: 4,
        block: true,
        unit: 4,
        partial: true,
        feature: None,
        channel_major: false,
        source: "vISA spec, LSC_UNTYPED: SFID (.slm), DataOrder (transposed: SIMD1, one address), DataSize (d32, d64)",
    },
    Rule {
        family: Messages::Lsc,
        space: Space::Slm,
        form: Form::LscLanes,
        read: Some(Message::LscLoad),
        write: Some(Message::LscStore),
        element_bytes: ANY,
        min_align: 1,
        block: false,
        unit: 0,
        partial: false,
        feature: None,
        channel_major: true,
        source: "vISA spec, LSC_UNTYPED: SFID (.slm), DataSize (d8u32, d16u32, d32, d64, each address aligned to its size), Pred",
    },
];
/// A generic memory operation, as the table reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Query {
    pub operation: Operation,
    pub space: Space,
    /// Bytes of one element (lane).
    pub element_bytes: u64,
    /// The alignment of the first element's address (a power of two, at
    /// least 1): what block rules read.
    pub align: u64,
    /// The alignment every element's address has: what lane rules read
    /// (`align` itself unless the access is contiguous).
    pub element_align: u64,
    /// `Some(total bytes)` for a contiguous access with every lane enabled.
    pub contiguous: Option<u64>,
    /// No two lanes' elements partly overlap: they lie side by side at
    /// `p + i * size` (`load`, `store`, `llvm.masked.load`/`store`, whatever
    /// the mask), or they are a scatter's whose addresses are one base plus
    /// constant offsets that coincide or keep them apart
    /// (`LaneAddresses::never_partly_overlap`). Only
    /// [`Rule::breaks_lane_order`] reads it, of writes of elements aligned
    /// below their size: `select` finds it out only for those.
    pub disjoint_lanes: bool,
    /// Each lane is a channel of the dispatch mask (a masked operation in
    /// SIMT mode): a rule may not move an element's bytes to other lanes.
    pub lanes_are_channels: bool,
}

impl Rule {
    /// The message the rule uses for `operation`, if it takes it.
    pub fn message(&self, operation: Operation) -> Option<Message> {
        match (operation, self.form) {
            (Operation::Read, _) => self.read,
            (Operation::Write, _) => self.write,
            (Operation::Atomic(_), Form::Atomic) => Some(match self.space {
                Space::Global => Message::SvmAtomic,
                Space::Slm => Message::DwordAtomic,
            }),
            (Operation::Atomic(_), _) => None,
        }
    }

    /// Whether the rule takes `q` on some platform.
    pub fn applies(&self, q: &Query) -> bool {
        let aligned = match self.form {
            // Atomics: naturally aligned elements ("Dword or Qword aligned", "word-aligned").
            Form::Atomic => q.element_align >= q.element_bytes,
            _ if self.block => q.align >= self.min_align,
            _ => q.element_align >= self.min_align,
        };
        let sized = match (self.block, q.contiguous) {
            (true, Some(total)) => total >= self.unit && (self.partial || total % self.unit == 0),
            (true, None) => false,
            (false, _) => self.element_bytes.is_empty() || self.element_bytes.contains(&q.element_bytes),
        };
        self.space == q.space
            && aligned
            && sized
            && self.message(q.operation).is_some()
            && !self.breaks_lane_order(q)
            && !self.moves_lanes_off_their_channels(q)
    }

    /// LSC lanes carry an element as units in lanes of their own: in SIMT
    /// mode those lanes are other channels of the dispatch mask.
    pub fn moves_lanes_off_their_channels(&self, q: &Query) -> bool {
        self.form == Form::LscLanes
            && q.lanes_are_channels
            && lane_unit(q.element_bytes, q.element_align) < q.element_bytes
    }

    /// A write of lanes that may partly overlap by a message that writes
    /// channel by channel: lane `i`'s high dword could land after lane
    /// `j > i`'s low dword at the same address, against LLVM's lane order.
    /// (Lanes at one address, or aligned to the element size, are written
    /// in lane order channel by channel.)
    pub fn breaks_lane_order(&self, q: &Query) -> bool {
        self.channel_major && q.operation == Operation::Write && !q.disjoint_lanes && q.element_align < q.element_bytes
    }

    /// The message feature the rule needs for `q`, if any.
    pub fn feature_for(&self, q: &Query) -> Option<Feature> {
        match self.feature {
            None => None,
            Some(FeatureNeed::Always(f)) => Some(f),
            Some(FeatureNeed::AtomicWidth) => match q.element_bytes {
                2 => Some(Feature::Atomic16),
                8 => Some(Feature::Atomic64),
                _ => None,
            },
        }
    }

    /// Whether `platform` has the rule's message (and feature) for `q`.
    pub fn available_on(&self, q: &Query, platform: Platform) -> bool {
        self.missing_on(q, platform).is_none()
    }

    /// What `platform` lacks for `q`: the message (or its feature) and the
    /// message table's citation for that cell; `None` if it lacks nothing.
    pub fn missing_on(&self, q: &Query, platform: Platform) -> Option<Missing> {
        let message = self.message(q.operation)?;
        if !message.available_on(platform) {
            let source = message.desc().platforms[platform as usize].source;
            return Some(Missing { message, feature: None, source });
        }
        let feature = self.feature_for(q).filter(|&f| !message.has_feature(f, platform))?;
        let source = message.feature(feature).map_or("", |row| row.platforms[platform as usize].source);
        Some(Missing { message, feature: Some(feature), source })
    }
}

/// A message (or a feature of it) a platform lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Missing {
    pub message: Message,
    pub feature: Option<Feature>,
    /// The message table's citation.
    pub source: &'static str,
}

/// Why no rule carries a query on a platform.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The platforms where a rule does (empty: none).
    pub elsewhere: Vec<Platform>,
    /// What `platform` lacks of each rule that applies.
    pub missing: Vec<Missing>,
}

/// The family whose rules carry `operation` when `messages` is asked for:
/// LSC atomics are chosen before the table (`select/lsc_atomics.rs`), so the
/// table's atomics are the legacy ones.
pub fn family_for(operation: Operation, messages: Messages) -> Messages {
    match operation {
        Operation::Atomic(_) => Messages::Legacy,
        _ => messages,
    }
}

/// The largest power of two dividing `n`, at most 8 (1 for 0).
fn unit_of(n: u64) -> u64 {
    if n == 0 {
        return 1;
    }
    1u64 << n.trailing_zeros().min(3)
}

/// The datum of an LSC lane access of `element_bytes`-byte elements, each
/// aligned to `element_align`: the widest naturally aligned unit of 1, 2,
/// 4 or 8 bytes dividing both.
pub fn lane_unit(element_bytes: u64, element_align: u64) -> u64 {
    unit_of(element_bytes).min(unit_of(element_align.max(1)))
}

/// The rule `select` takes for `q` when `messages` is asked for on
/// `platform`: [`family_for`]'s family, and what no rule of LSC carries
/// (lanes that may partly overlap or are channels) by the legacy rules
/// where the platform has them. `Err`: the family whose refusal says why.
pub fn select_rule(q: &Query, platform: Platform, messages: Messages) -> Result<&'static Rule, (Messages, Refusal)> {
    let family = family_for(q.operation, messages);
    choose(q, platform, family).or_else(|r| match family {
        Messages::Lsc if Messages::Legacy.check(platform).is_ok() => {
            choose(q, platform, Messages::Legacy).map_err(|r| (Messages::Legacy, r))
        }
        Messages::Lsc => translated_qword_rule(q, platform).ok_or((family, r)),
        _ => Err((family, r)),
    })
}

/// On a platform without a legacy data port whose legacy messages are
/// translated to LSC (Xe2, with Xe-HPC's legacy rules: `legacy_to_lsc`),
/// the QW_GATHER/QW_SCATTER rule for 8-byte SLM lanes at align 4 that LSC's
/// own rules leave out because lanes may partly overlap: QW_SCATTER writes
/// lane by lane, and its translation (d32 x 2, each lane's two dwords before
/// the next lane's: vISA spec, LSC_UNTYPED, STORE) keeps that order. It
/// needs dword-aligned offsets, hence align 4.
fn translated_qword_rule(q: &Query, platform: Platform) -> Option<&'static Rule> {
    let desc = platform.desc();
    if desc.legacy_dataport.value || desc.lsc_lanes.value.is_none() || q.element_align < 4 {
        return None;
    }
    choose(q, Platform::XeHpc, Messages::Legacy).ok().filter(|rule| rule.form == Form::Qword)
}

/// The rule of `family` for `q` on `platform`: the first that applies and
/// is available.
pub fn choose(q: &Query, platform: Platform, family: Messages) -> Result<&'static Rule, Refusal> {
    let rules = || RULES.iter().filter(move |r| r.family == family);
    if let Some(rule) = rules().find(|r| r.applies(q) && r.available_on(q, platform)) {
        return Ok(rule);
    }
    let elsewhere =
        Platform::ALL.into_iter().filter(|&p| rules().any(|r| r.applies(q) && r.available_on(q, p))).collect();
    let missing = rules().filter(|r| r.applies(q)).filter_map(|r| r.missing_on(q, platform)).collect();
    Err(Refusal { elsewhere, missing })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Platform::*;

    fn q(operation: Operation, space: Space, element_bytes: u64, align: u64, contiguous: Option<u64>) -> Query {
        let element_align = if contiguous.is_some() { align.min(element_bytes) } else { align };
        Query {
            operation,
            space,
            element_bytes,
            align,
            element_align,
            contiguous,
            disjoint_lanes: contiguous.is_some(),
            lanes_are_channels: false,
        }
    }

    fn chosen(query: Query, platform: Platform) -> Option<(Form, Message)> {
        choose(&query, platform, Messages::Legacy).ok().map(|r| (r.form, r.message(query.operation).unwrap()))
    }

    #[test]
    fn global_blocks_need_oword_alignment_and_whole_owords() {
        let load = |align, total| q(Operation::Read, Space::Global, 4, align, total);
        assert_eq!(chosen(load(16, Some(64)), Gen9), Some((Form::SvmBlock, Message::SvmBlockLd)));
        assert_eq!(chosen(load(4, Some(64)), Gen9), Some((Form::SvmLanes, Message::SvmGather)));
        assert_eq!(chosen(load(16, Some(12)), Gen9), Some((Form::SvmLanes, Message::SvmGather)));
        // Not contiguous (a gather, or a masked load with a variable mask): lanes.
        assert_eq!(chosen(load(16, None), XeHpc), Some((Form::SvmLanes, Message::SvmGather)));
        let store = q(Operation::Write, Space::Global, 8, 16, Some(32));
        assert_eq!(chosen(store, XeLp), Some((Form::SvmBlock, Message::SvmBlockSt)));
    }

    #[test]
    fn slm_blocks_need_oword_on_slm() {
        let load = |align| q(Operation::Read, Space::Slm, 4, align, Some(32));
        assert_eq!(chosen(load(16), XeLp), Some((Form::OwordBlock, Message::OwordLd)));
        assert_eq!(chosen(load(4), XeLp), Some((Form::OwordBlockUnaligned, Message::OwordLdUnaligned)));
        // Gen9 has no OWORD messages on SLM: dwords per lane.
        assert_eq!(chosen(load(16), Gen9), Some((Form::Dword, Message::Gather4Scaled)));
        // No unaligned OWORD_ST: a dword-aligned store goes per lane.
        let store = q(Operation::Write, Space::Slm, 4, 4, Some(32));
        assert_eq!(chosen(store, XeHpg), Some((Form::Dword, Message::Scatter4Scaled)));
    }

    #[test]
    fn slm_lanes_by_element_size_and_alignment() {
        let read = |bytes, align| q(Operation::Read, Space::Slm, bytes, align, None);
        // QW_GATHER on Xe-HPC only; elsewhere the dword pair, as Intel's compiler does.
        assert_eq!(chosen(read(8, 8), XeHpc), Some((Form::Qword, Message::QwGather)));
        assert_eq!(chosen(read(8, 8), XeHpg), Some((Form::DwordPair, Message::Gather4Scaled)));
        assert_eq!(chosen(read(8, 8), Gen9), Some((Form::DwordPair, Message::Gather4Scaled)));
        assert_eq!(chosen(read(4, 2), Gen9), Some((Form::Bytes, Message::GatherScaled)));
        assert_eq!(chosen(read(2, 2), XeHpc), Some((Form::Bytes, Message::GatherScaled)));
        assert_eq!(chosen(read(1, 1), XeHpc), Some((Form::Bytes, Message::GatherScaled)));
        // 8-byte lanes at align 2: only QW_GATHER, which xehpc has.
        let refused = choose(&read(8, 2), Gen9, Messages::Legacy).unwrap_err();
        assert_eq!(refused.elsewhere, vec![XeHpc]);
        assert_eq!(refused.missing.first().map(|m| m.message), Some(Message::QwGather));
        // 3-byte lanes: nothing anywhere.
        assert!(choose(&read(3, 1), XeHpc, Messages::Legacy).unwrap_err().elsewhere.is_empty());
    }

    /// LLVM orders a scatter's overlapping lanes (the later lane wins);
    /// SCATTER4_SCALED R+G writes every lane's low dword before any high
    /// dword, so 8-byte lanes 4 bytes apart (offsets 192 and 196: lane 0's
    /// high dword and lane 1's low dword share bytes 196..200) would end
    /// with lane 0's bytes there.
    #[test]
    fn channel_major_writes_need_lanes_that_cannot_partly_overlap() {
        let scatter = |align| q(Operation::Write, Space::Slm, 8, align, None);
        assert!(choose(&scatter(4), Gen9, Messages::Legacy).is_err());
        let refused = choose(&scatter(4), XeLp, Messages::Legacy).unwrap_err();
        assert_eq!(refused.elsewhere, vec![XeHpc], "QW_SCATTER writes lane by lane");
        assert!(RULES.iter().any(|r| r.breaks_lane_order(&scatter(4))));
        // Aligned to the element: lanes coincide or are disjoint.
        assert_eq!(chosen(scatter(8), Gen9), Some((Form::DwordPair, Message::Scatter4Scaled)));
        // Reads, and contiguous writes (even with a variable mask), keep the pair.
        assert_eq!(
            chosen(q(Operation::Read, Space::Slm, 8, 4, None), Gen9),
            Some((Form::DwordPair, Message::Gather4Scaled))
        );
        let masked_store = Query { disjoint_lanes: true, ..scatter(4) };
        assert_eq!(chosen(masked_store, Gen9), Some((Form::DwordPair, Message::Scatter4Scaled)));
        assert!(!RULES.iter().any(|r| r.breaks_lane_order(&masked_store)));
    }

    #[test]
    fn atomics_by_width_and_space() {
        let add = |space, bytes| q(Operation::Atomic(AtomicOp::Add), space, bytes, bytes, None);
        assert_eq!(chosen(add(Space::Global, 4), Gen9), Some((Form::Atomic, Message::SvmAtomic)));
        assert_eq!(chosen(add(Space::Slm, 4), Gen9), Some((Form::Atomic, Message::DwordAtomic)));
        assert_eq!(
            choose(&add(Space::Global, 8), Gen9, Messages::Legacy).unwrap_err().elsewhere,
            vec![XeLp, XeHpg, XeHpc, XeLpg]
        );
        assert_eq!(
            choose(&add(Space::Slm, 2), Gen9, Messages::Legacy).unwrap_err().elsewhere,
            vec![XeLp, XeHpg, XeHpc, XeLpg]
        );
        assert!(
            choose(&add(Space::Slm, 8), XeHpc, Messages::Legacy).unwrap_err().elsewhere.is_empty(),
            "no 64-bit DWORD_ATOMIC"
        );
        // Misaligned atomics: nothing.
        let misaligned = q(Operation::Atomic(AtomicOp::Add), Space::Global, 4, 2, None);
        assert!(choose(&misaligned, XeHpc, Messages::Legacy).unwrap_err().elsewhere.is_empty());
    }

    #[test]
    fn every_rule_cites_a_page() {
        for r in &RULES {
            assert!(r.source.starts_with("vISA spec, "), "{r:?}");
            assert!(r.read.is_some() || r.write.is_some() || r.form == Form::Atomic);
        }
    }
}
