//! Machine state: GRF variables as raw bytes, predicates, address
//! variables, the execution mask.
//!
//! Every root (non-alias) variable owns `size` bytes of one flat byte array;
//! an alias is a window on its root's bytes starting at the alias offset
//! (`vISA spec, vISA Header chapter`, var_info alias_index/alias_offset). A raw operand
//! `V.off` therefore touches root bytes `alias offset + off ..` as it would on
//! hardware, where the alias chain is just an address.
//!
//! Accesses past a variable never panic: reads outside give zeros and writes
//! outside are dropped; the caller learns how many bytes were inside and
//! reports the rest (`vISA spec, Operands chapter`, Raw Operands: "The behavior is
//! undefined if a raw operand attempts to access an out-of-bound data
//! element in the variable").

use crate::visa::{AddrVarId, GenVarId, Kernel, PredVarId, RawOperand, SurfaceId, PREDEFINED_VARS};

/// `num_elts` is at most 4096 (`vISA spec, vISA Header chapter`, var_info num_elements),
/// so no legal variable is larger; bigger declarations are clipped here
/// rather than allowed to allocate without bound.
pub const MAX_VAR_BYTES: usize = 4096 * 8;

/// The bytes a declared variable names: `len` bytes of the flat array from
/// `start`. `len` is the declared size clipped to what the root holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    pub start: usize,
    pub len: usize,
}

/// What an address element holds: a byte offset into the variable whose
/// address ADDR_ADD took. The vISA spec (ADDR_ADD notes) requires the sum
/// to stay within that variable, so the emulator keeps the variable with
/// the offset and checks each indirect access against it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Address {
    pub base: AddressBase,
    pub offset: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddressBase {
    Var(GenVarId),
    Surface(SurfaceId),
}

#[derive(Clone, Debug)]
pub struct State {
    /// Register size in bytes (32, or 64 on Xe-HPC).
    pub grf_size: u32,
    /// The 32-channel execution mask EM (`vISA spec, Execution Model chapter`).
    pub em: u32,
    bytes: Vec<u8>,
    /// Per declared variable; `None` for a broken or cyclic alias chain.
    views: Vec<Option<View>>,
    /// Per predefined variable id (V0..V19): its bytes, `None` for `%null`.
    predefined: Vec<Option<View>>,
    /// Per declared predicate, bit n = channel n.
    preds: Vec<u32>,
    /// Per declared predicate, the bits it has (`num_elts` of them).
    pred_masks: Vec<u32>,
    /// Per declared address variable, its elements (`None`: never written).
    addrs: Vec<Vec<Option<Address>>>,
}

impl State {
    pub fn new(kernel: &Kernel, grf_size: u32, em: u32) -> State {
        let mut bytes = 0usize;
        let roots: Vec<Option<View>> = kernel
            .vars
            .iter()
            .map(|var| {
                var.alias.is_none().then(|| {
                    let len = usize::try_from(var.size_bytes()).unwrap_or(usize::MAX).min(MAX_VAR_BYTES);
                    let view = View { start: bytes, len };
                    bytes += len;
                    view
                })
            })
            .collect();
        // The predefined variables' storage (V1..V19; `super::predefined`
        // gives them their start values) follows, as roots numbered after
        // the declared ones (`count + id`).
        let mut roots = roots;
        let mut predefined = vec![None; PREDEFINED_VARS.len()];
        for p in PREDEFINED_VARS.iter().filter(|p| !p.id.is_null()) {
            let len = usize::try_from(p.size_bytes(grf_size)).unwrap_or(0).min(MAX_VAR_BYTES);
            let view = View { start: bytes, len };
            bytes += len;
            predefined[p.id.0 as usize] = Some(view);
        }
        roots.extend(predefined.iter().copied());
        let anchors = alias_roots(kernel);
        let views = (0..kernel.vars.len()).map(|index| resolve(kernel, index, anchors[index], &roots)).collect();
        let pred_masks = kernel.preds.iter().map(|p| low_bits(p.num_elts)).collect();
        // num_elts is at most 16 (address_info); larger declarations are clipped.
        let addrs = kernel.addrs.iter().map(|a| vec![None; usize::from(a.num_elts.min(16))]).collect();
        State {
            grf_size,
            em,
            bytes: vec![0; bytes],
            views,
            predefined,
            preds: vec![0; kernel.preds.len()],
            pred_masks,
            addrs,
        }
    }

    /// Element `index` of an address variable: `Err` names why there is
    /// none (undeclared variable, past its elements, never written).
    pub fn address(&self, id: AddrVarId, index: usize) -> Result<Address, &'static str> {
        let elements = self.addrs.get(usize::from(id.0)).ok_or("is not declared")?;
        elements.get(index).ok_or("has no such element")?.ok_or("was never written")
    }

    /// Writes element `index` of an address variable; `false` if there is none.
    pub fn set_address(&mut self, id: AddrVarId, index: usize, value: Address) -> bool {
        match self.addrs.get_mut(usize::from(id.0)).and_then(|e| e.get_mut(index)) {
            Some(slot) => {
                *slot = Some(value);
                true
            }
            None => false,
        }
    }

    /// The bytes a general variable names, `None` for `%null`, the reserved
    /// V20..V31, undeclared ids and broken aliases.
    pub fn view(&self, var: GenVarId) -> Option<View> {
        match var.decl_index() {
            Some(index) => self.views.get(index).copied().flatten(),
            None => self.predefined.get(var.0 as usize).copied().flatten(),
        }
    }

    /// Copies `out.len()` bytes of the operand into `out`. Bytes outside the
    /// variable read as zero. Returns how many leading bytes were inside.
    pub fn read_raw(&self, op: RawOperand, out: &mut [u8]) -> usize {
        self.read_at(op.var, usize::from(op.offset), out)
    }

    /// Writes `data` at the operand; bytes outside the variable are dropped.
    /// Returns how many leading bytes were inside.
    pub fn write_raw(&mut self, op: RawOperand, data: &[u8]) -> usize {
        self.write_at(op.var, usize::from(op.offset), data)
    }

    /// [`State::read_raw`] at a byte offset into the variable.
    pub fn read_at(&self, var: GenVarId, offset: usize, out: &mut [u8]) -> usize {
        let inside = self.inside(var, offset, out.len());
        if let Some((start, n)) = inside {
            out[..n].copy_from_slice(&self.bytes[start..start + n]);
        }
        let n = inside.map_or(0, |(_, n)| n);
        out[n..].fill(0);
        n
    }

    /// [`State::write_raw`] at a byte offset into the variable.
    pub fn write_at(&mut self, var: GenVarId, offset: usize, data: &[u8]) -> usize {
        match self.inside(var, offset, data.len()) {
            Some((start, n)) => {
                self.bytes[start..start + n].copy_from_slice(&data[..n]);
                n
            }
            None => 0,
        }
    }

    /// Flat start and in-range length of `len` bytes at `offset` into `var`.
    fn inside(&self, var: GenVarId, offset: usize, len: usize) -> Option<(usize, usize)> {
        let view = self.view(var)?;
        let n = view.len.saturating_sub(offset).min(len);
        Some((view.start + offset.min(view.len), n))
    }

    /// All bytes of a declared variable (for inspection after a run).
    pub fn var_bytes(&self, var: GenVarId) -> Option<&[u8]> {
        let view = self.view(var)?;
        Some(&self.bytes[view.start..view.start + view.len])
    }

    /// [`State::var_bytes`], to write.
    pub fn var_bytes_mut(&mut self, var: GenVarId) -> Option<&mut [u8]> {
        let view = self.view(var)?;
        Some(&mut self.bytes[view.start..view.start + view.len])
    }

    /// The bits of a predicate; undeclared predicates read as all zero.
    pub fn pred(&self, id: PredVarId) -> u32 {
        self.preds.get(id.decl_index()).copied().unwrap_or(0)
    }

    /// All predicates by declaration index, for `evaluate_chen`.
    pub fn preds(&self) -> PredFile<'_> {
        PredFile { bits: &self.preds, declared: &self.pred_masks }
    }

    pub fn pred_declared(&self, id: PredVarId) -> bool {
        id.decl_index() < self.preds.len()
    }

    /// Replaces the bits selected by `mask` (bits past the predicate's
    /// `num_elts` do not exist and stay zero).
    pub fn set_pred_bits(&mut self, id: PredVarId, mask: u32, bits: u32) {
        let i = id.decl_index();
        if let (Some(p), Some(&width)) = (self.preds.get_mut(i), self.pred_masks.get(i)) {
            let mask = mask & width;
            *p = (*p & !mask) | (bits & mask);
        }
    }
}

/// Whether `id` is a predefined variable with storage: V1..V19 (V0 is
/// `%null`; V20..V31 are reserved).
pub fn is_predefined_storage(id: GenVarId) -> bool {
    (1..PREDEFINED_VARS.len() as u32).contains(&id.0)
}

/// `n` low bits set (n >= 32 gives all 32).
pub fn low_bits(n: u32) -> u32 {
    1u32.checked_shl(n).map_or(u32::MAX, |b| b - 1)
}

/// The root (a variable that is no alias: declared index `i`, or predefined
/// variable `Vn` as `count + n`) of every declared variable and
/// the sum of the alias offsets on the way to it; `None` for a chain that
/// breaks or is a cycle. Each variable is walked once: a chain of 100,000
/// aliases costs its length, not its length squared.
fn alias_roots(kernel: &Kernel) -> Vec<Option<(usize, usize)>> {
    let count = kernel.vars.len();
    let mut memo: Vec<Option<Option<(usize, usize)>>> = vec![None; count];
    for start in 0..count {
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut at = start;
        let mut found = loop {
            if let Some(known) = memo[at] {
                break known;
            }
            if path.len() > count {
                break None; // a cycle
            }
            match kernel.vars[at].alias {
                None => break Some((at, 0)),
                Some(alias) => {
                    path.push((at, alias.offset as usize));
                    match alias.base.decl_index().filter(|&b| b < count) {
                        Some(base) => at = base,
                        // An alias of a predefined variable (`%r0`, `%arg`, ...).
                        None if is_predefined_storage(alias.base) => break Some((count + alias.base.0 as usize, 0)),
                        None => break None,
                    }
                }
            }
        };
        if kernel.vars[at].alias.is_none() {
            memo[at] = Some(found);
        }
        for (var, offset) in path.into_iter().rev() {
            found = found.map(|(root, sum)| (root, sum.saturating_add(offset)));
            memo[var] = Some(found);
        }
    }
    memo.into_iter().map(Option::flatten).collect()
}

/// The bytes declared variable `index` names: its root's view at the
/// summed alias offset ([`alias_roots`]), clipped to the root.
fn resolve(kernel: &Kernel, index: usize, anchor: Option<(usize, usize)>, roots: &[Option<View>]) -> Option<View> {
    let var = kernel.vars.get(index)?;
    let size = usize::try_from(var.size_bytes()).unwrap_or(usize::MAX);
    let (root, offset) = anchor?;
    let root = roots.get(root).copied().flatten()?;
    let offset = offset.min(root.len);
    Some(View { start: root.start + offset, len: size.min(root.len - offset) })
}

/// The predicates as `EvaluateChEn` reads them, by declaration index: each
/// one's bits, and the mask of its `num_elts` low bits.
#[derive(Clone, Copy, Debug, Default)]
pub struct PredFile<'a> {
    pub bits: &'a [u32],
    pub declared: &'a [u32],
}

impl<'a> PredFile<'a> {
    /// Predicates of 32 bits each (`num_elts=32`) holding `bits`.
    pub fn full_width(bits: &'a [u32]) -> PredFile<'a> {
        const FULL: [u32; 64] = [u32::MAX; 64];
        PredFile { bits, declared: &FULL[..bits.len().min(FULL.len())] }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::visa::{Alias, Align, GenVar, GenVarId};

    /// The definition: follow each chain step by step, at most one step per
    /// variable (so a cycle ends in `None`).
    fn walk(kernel: &Kernel, index: usize) -> Option<(usize, usize)> {
        let (mut at, mut sum) = (index, 0usize);
        for _ in 0..=kernel.vars.len() {
            match kernel.vars.get(at)?.alias {
                None => return Some((at, sum)),
                Some(alias) => {
                    sum = sum.saturating_add(alias.offset as usize);
                    at = alias.base.decl_index()?;
                }
            }
        }
        None
    }

    #[test]
    fn alias_roots_agree_with_walking_every_chain() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..300 {
            let count = rng.random_range(1..12usize);
            let mut kernel = Kernel::new("k");
            for i in 0..count {
                // Bases anywhere (forward, backward, itself, out of range): cycles and broken chains too.
                let alias = rng.random_bool(0.7).then(|| Alias {
                    base: GenVarId::from_decl_index(rng.random_range(0..count + 2)),
                    offset: rng.random_range(0..64),
                });
                kernel.vars.push(GenVar {
                    name: format!("v{i}"),
                    ty: crate::visa::ElemType::UB,
                    num_elts: 64,
                    align: Align::Byte,
                    alias,
                });
            }
            let roots = alias_roots(&kernel);
            for i in 0..count {
                assert_eq!(roots[i], walk(&kernel, i), "variable {i} of {:?}", kernel.vars);
            }
        }
    }
}
