//! Decisions of `select` that need no LLVM: SVM_GATHER's block size and
//! count for an element, and the message's layout of the gathered lanes.

use crate::isa::messages;

/// SVM_GATHER's block size and count for one gathered element.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GatherBlocks {
    pub block_bytes: u32,
    pub num_blocks: u32,
}

impl GatherBlocks {
    /// `dst` elements per lane: 1-byte blocks use slots of max(4, num_blocks)
    /// bytes (vISA spec, SVM_GATHER pseudo-code, `min_block_size`).
    pub fn slot(self) -> u32 {
        if self.block_bytes == 1 {
            messages::svm_slot(self.num_blocks)
        } else {
            self.num_blocks
        }
    }

    /// Elements of the message's `dst` (and `old`) for `lanes` lanes.
    pub fn message_len(self, lanes: u32) -> u32 {
        lanes * self.slot()
    }

    /// Where block `block` of lane `lane` lands in `dst` (vISA spec, SVM_GATHER:
    /// `dst[j*exec_size+i]` for 4/8-byte blocks, `dst[i*min_block_size+j]` for 1-byte ones).
    pub fn message_index(self, lanes: u32, lane: u32, block: u32) -> u32 {
        if self.block_bytes == 1 {
            lane * self.slot() + block
        } else {
            block * lanes + lane
        }
    }

    /// `log2_num_blocks`, the intrinsic's operand.
    pub fn log2_num_blocks(self) -> u32 {
        self.num_blocks.trailing_zeros()
    }

    /// Whether the pair exists with at least one exec size (the message table's
    /// SVM block rows).
    fn is_legal(self) -> bool {
        messages::svm_blocks(self.block_bytes, self.num_blocks).is_some_and(|r| !r.exec_sizes.value.is_empty())
    }
}

/// Why an element cannot be one SVM_GATHER per lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlocksError {
    /// The element has no bytes (never for a sized LLVM type, kept for safety).
    Empty,
    /// The chosen block size would need this many blocks, which SVM_GATHER
    /// cannot read (not 1/2/4/8, or 8 of a size other than 4 bytes).
    Count(GatherBlocks),
}

/// The alignment an `align` argument guarantees: its largest power-of-two
/// factor (0, "unknown", guarantees 1 byte).
pub(super) fn guaranteed_alignment(align: u64) -> u64 {
    if align == 0 {
        1
    } else {
        1 << align.trailing_zeros()
    }
}

/// Block size and count for a gather of `elem_bytes`-byte elements at
/// alignment `align`: the largest block `b` in {8, 4, 1} with `b <= size`,
/// `b <= align` and `size % b == 0`; `num_blocks = size / b`, which must be a
/// pair SVM_GATHER supports (addresses must be aligned to the block size, so
/// an `i32` with `align 1` is read as 4 one-byte blocks).
pub fn choose_gather_blocks(elem_bytes: u64, align: u64) -> Result<GatherBlocks, BlocksError> {
    let align = guaranteed_alignment(align);
    let Some(block) = [8u64, 4, 1].into_iter().find(|&b| b <= elem_bytes && b <= align && elem_bytes.is_multiple_of(b))
    else {
        return Err(BlocksError::Empty);
    };
    let num_blocks = u32::try_from(elem_bytes / block).unwrap_or(u32::MAX);
    let blocks = GatherBlocks { block_bytes: block as u32, num_blocks };
    if blocks.is_legal() {
        Ok(blocks)
    } else {
        Err(BlocksError::Count(blocks))
    }
}

/// The smallest `align` at which an element of `elem_bytes` can be gathered, if any.
pub(super) fn alignment_that_works(elem_bytes: u64) -> Option<u64> {
    [1u64, 2, 4, 8].into_iter().find(|&a| choose_gather_blocks(elem_bytes, a).is_ok())
}

/// The shuffle mask that moves lane-major blocks into SVM_GATHER's layout.
///
/// `source` holds `members` vectors of `lanes * per_member` blocks each,
/// concatenated: block `j` of member `c` for lane `i` is at
/// `c * lanes * per_member + i * per_member + j`. Entry `k` of the result is
/// the source index that goes to `dst[k]` (`None` for the unused bytes of a
/// 1-byte slot, which the message leaves as they are and nobody reads).
pub fn to_message_layout(blocks: GatherBlocks, lanes: u32, per_member: u32) -> Vec<Option<u32>> {
    let mut mask = vec![None; blocks.message_len(lanes) as usize];
    for lane in 0..lanes {
        for block in 0..blocks.num_blocks {
            let (member, j) = (block / per_member, block % per_member);
            let source = member * lanes * per_member + lane * per_member + j;
            mask[blocks.message_index(lanes, lane, block) as usize] = Some(source);
        }
    }
    mask
}

/// The shuffle mask that takes member `member`'s blocks (`per_member` per
/// lane) out of SVM_GATHER's layout, lane-major.
pub fn from_message_layout(blocks: GatherBlocks, lanes: u32, per_member: u32, member: u32) -> Vec<u32> {
    (0..lanes)
        .flat_map(|lane| (0..per_member).map(move |j| blocks.message_index(lanes, lane, member * per_member + j)))
        .collect()
}

pub(super) fn is_identity(mask: &[Option<u32>], source_len: u32) -> bool {
    mask.len() == source_len as usize && mask.iter().enumerate().all(|(k, m)| *m == Some(k as u32))
}
