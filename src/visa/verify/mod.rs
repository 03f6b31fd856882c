//! The vISA verifier: checks a [`Kernel`] against the rules of the spec pages
//! for one [`Platform`] and reports every violation, not just the first.
//!
//! Platform-dependent facts (which messages exist, their exec sizes, the GRF
//! size, the SVM_GATHER block table) come from `visa_passes::isa::target`; this
//! folder holds the rules that read them, by topic: `declarations` (variables,
//! aliases, inputs), `messages` (execution controls and each message),
//! `operands`, `alu` and `control` (the other instructions, labels); this
//! file holds the entry points and the state they share.
//! Sources name the vISA specification page;
//! "README decision N" is a numbered decision of the project's README.
//!
//! Three fast paths skip checks that passed before in the same kernel: an
//! ALU instruction's for the same `AluKey` (its signature and operand
//! keys), the ALU rules past the operands for an instruction of the same
//! `AluSignature`, and a general operand's checks for the same
//! `OperandKey`. What fails is never remembered, so every error is the
//! general path's, in its order.
//!
//! The rules themselves, each with its id and source, are listed once in
//! `rules.rs` (and, generated from it, in `docs/verifier-rules.md`).
//!
//! The verifier never panics: sizes are computed in `u64` and ids are looked
//! up, never indexed.

mod alu;
mod control;
mod declarations;
mod messages;
mod operands;
mod rules;

pub use rules::Rule;

use thiserror::Error;
use visa_passes::isa::messages::{Blocks, Feature, Lanes, Message, Null, Shape};
use visa_passes::isa::target::{self, Platform};

use super::program::*;
use super::types::*;

/// One violation. Displayed as
/// `kernel K, instruction #3 (svm_gather): [svm-num-blocks] <message> (vISA spec, SVM_GATHER: Num_blocks)`,
/// or `kernel K, .decl V40: [alias-range] ...` for a declaration.
#[derive(Clone, Debug, PartialEq, Error)]
#[error("kernel {kernel}, {}: [{}] {message} ({})", self.place(), .rule.id(), .rule.source())]
pub struct VerifyError {
    pub kernel: String,
    /// Index into [`Kernel::body`]; `None` for declarations and inputs.
    pub instruction: Option<usize>,
    /// What is at fault: the instruction's mnemonic, or the declaration
    /// (`.decl V40`, `.input V33`).
    pub item: String,
    pub rule: Rule,
    pub message: String,
}

impl VerifyError {
    fn place(&self) -> String {
        match self.instruction {
            Some(index) => format!("instruction #{index} ({})", self.item),
            None => self.item.clone(),
        }
    }
}

/// Checks one kernel for `platform`; `Err` holds every violation found.
pub fn verify_kernel(kernel: &Kernel, platform: Platform) -> Result<(), Vec<VerifyError>> {
    let v = run(kernel, platform, true);
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// Runs every check of [`verify_kernel`]: with `memo`, through the fast
/// paths of [`Verifier::alu`] and of [`Verifier::dst`] and
/// [`Verifier::src`], which skip what passed before in the kernel; without
/// it, through the general path alone (the tests compare the two).
fn run(kernel: &Kernel, platform: Platform, memo: bool) -> Verifier<'_> {
    let mut v = Verifier {
        kernel,
        platform,
        grf: platform.grf_bytes(),
        predefined: predefined_decls(platform.grf_bytes()),
        instruction: None,
        item: Item::Mnemonic(""),
        errors: Vec::new(),
        passed_alu_rules: memo.then(FastSet::default),
        passed_operands: memo.then(FastSet::default),
        passed_alus: memo.then(FastSet::default),
        passed_lsc: memo.then(FastSet::default),
        recent_alus: if memo { vec![[0; 5]; RECENT_ALUS] } else { Vec::new() },
        last_lsc: None,
    };
    v.declarations();
    v.inputs();
    for (index, inst) in kernel.body.iter().enumerate() {
        v.instruction(index, inst);
    }
    v.labels();
    v.entry_label();
    v
}

/// Checks every kernel of `program`.
pub fn verify_program(program: &Program, platform: Platform) -> Result<(), Vec<VerifyError>> {
    let errors: Vec<_> = program.kernels.iter().filter_map(|k| verify_kernel(k, platform).err()).flatten().collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Variable types of `var_info` ("A variable may have type UD, D, UW, W, UB,
/// B, UQ, Q, DF, HF, and F").
const VAR_TYPES: [ElemType; 11] = {
    use ElemType::*;
    [UD, D, UW, W, UB, B, UQ, Q, DF, HF, F]
};

/// The predefined variables V0..V19 as declarations for a platform's GRF
/// size (their types and sizes from [`PREDEFINED_VARS`]), so operands and
/// aliases naming them are checked like declared ones.
fn predefined_decls(grf: u32) -> &'static [GenVar] {
    use std::sync::LazyLock;
    fn decls(grf: u32) -> Vec<GenVar> {
        PREDEFINED_VARS
            .iter()
            .map(|p| GenVar {
                name: p.name.to_string(),
                ty: p.ty,
                num_elts: u32::try_from(p.size_bytes(grf) / u64::from(p.ty.size_bytes())).unwrap_or(1),
                align: Align::Grf,
                alias: None,
            })
            .collect()
    }
    static GRF32: LazyLock<Vec<GenVar>> = LazyLock::new(|| decls(32));
    static GRF64: LazyLock<Vec<GenVar>> = LazyLock::new(|| decls(64));
    if grf == 64 {
        &GRF64
    } else {
        &GRF32
    }
}

/// The size in bytes of a declared variable, without overflow.
fn var_bytes(var: &GenVar) -> u64 {
    u64::from(var.num_elts) * u64::from(var.ty.size_bytes())
}

/// `a, b or c`.
fn one_of<T: ToString>(items: &[T]) -> String {
    let names: Vec<String> = items.iter().map(T::to_string).collect();
    match names.split_last() {
        None => "none".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

fn list<T: ToString>(items: &[T]) -> String {
    let names: Vec<String> = items.iter().map(T::to_string).collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

/// What an ALU operand is, for the type rules.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Elem(ElemType),
    Pred,
    /// A state (surface) operand.
    State,
    /// An undeclared variable: already reported, no type to check.
    Unknown,
}

impl Kind {
    fn is_float(self) -> bool {
        matches!(self, Kind::Elem(t) if t.is_float())
    }

    fn is_int(self) -> bool {
        matches!(self, Kind::Elem(t) if !t.is_float())
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Elem(t) => t.name(),
            Kind::Pred => "predicate",
            Kind::State => "surface",
            Kind::Unknown => "?",
        }
    }
}

/// What errors are reported against; its text ([`VerifyError::item`]) is
/// only built when a rule fails.
#[derive(Clone, Copy)]
enum Item<'k> {
    /// An instruction: its mnemonic.
    Mnemonic(&'static str),
    /// An instruction: its mnemonic, looked up when an error names it.
    Instruction(&'k Instruction),
    /// `.decl <name>`.
    Decl(&'k str),
    /// `.input <name>` of the `index`-th input.
    Input(usize),
    /// The `.kernel` line.
    Kernel,
}

struct Verifier<'k> {
    kernel: &'k Kernel,
    platform: Platform,
    grf: u32,
    /// [`predefined_decls`] for this platform.
    predefined: &'static [GenVar],
    /// Where errors are reported: the current instruction, or none for a declaration.
    instruction: Option<usize>,
    item: Item<'k>,
    errors: Vec<VerifyError>,
    /// The [`AluSignature`]s of ALU instructions that passed every rule
    /// (`None`: every instruction takes the general path).
    passed_alu_rules: Option<FastSet<AluSignature>>,
    /// The [`OperandKey`]s of general operands that passed their checks
    /// (`None`: every operand takes the general path).
    passed_operands: Option<FastSet<OperandKey>>,
    /// The [`AluKey`]s of ALU instructions that passed every check
    /// (`None`: every instruction takes the general path).
    passed_alus: Option<FastSet<AluKey>>,
    /// The [`LscKey`]s of `lsc_load`/`lsc_store` instructions whose message
    /// checks passed (`None`: every instruction takes the general path).
    passed_lsc: Option<FastSet<LscKey>>,
    /// Keys of `passed_alus`, each in its slot ([`AluKey::slot`]; all
    /// zeros: none, which no key is, a destination's operand key having
    /// its bit set): most instructions repeat one of a few keys, found
    /// here without hashing. Empty without `passed_alus`.
    recent_alus: Vec<[u64; 5]>,
    /// The key of `passed_lsc` found or added last (a kernel's messages
    /// mostly share one).
    last_lsc: Option<LscKey>,
}

/// The slots of [`Verifier::recent_alus`].
const RECENT_ALUS: usize = 256;

impl AluKey {
    /// Its slot in [`Verifier::recent_alus`]: a mix of every word.
    fn slot(&self) -> usize {
        let [a, b, c, d, e] = self.0;
        let mixed = a ^ b.rotate_left(13) ^ c.rotate_left(29) ^ d.rotate_left(43) ^ e.rotate_left(53);
        (mixed.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as usize % RECENT_ALUS
    }
}

/// What the checks of an `lsc_load`, `lsc_store` or `lsc_load_status`
/// past its execution controls and predicate read: the instruction with
/// each declared variable of its raw operands replaced by `%null` and
/// described in `vars` (`Verifier::raw_var_key`: type, element count,
/// alias root's alignment and the offset in it, whether pinned), and
/// whether both operands name one variable. Two instructions of one key
/// pass or fail alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LscKey {
    message: u8,
    same_var: bool,
    inst: LscUntyped,
    vars: [[u64; 2]; 2],
}

/// What the checks of a general operand of a declared variable read: the
/// variable's type and element count (not which variable it is), the
/// origin, the region (a destination's stride), the exec size, and whether
/// it is a destination; packed without loss ([`Verifier::operand_key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct OperandKey(u64);

// Both keys hold an element type in 4 bits (an `AluSignature` kind's codes
// 16 to 18 follow the types) and an exec size in 3: a type or size added
// past that must widen them, or two keys would meet and a check be skipped.
const _: () = assert!(ElemType::ALL.len() <= 16 && ExecSize::ALL.len() <= 8);

/// What the ALU rules past the operands read of an instruction: the
/// operation, `.sat`, whether it is predicated, its source count and exec
/// size, each operand's kind (dst first) and each source's modifier (and
/// whether the source is a general operand, the only ones whose modifier
/// picks a form). Packed into one word, 5 bits a kind and 4 a source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct AluSignature(u64);

/// What every check of an ALU instruction past its execution controls
/// reads, when each operand is a general operand of a declared variable or
/// an immediate: its operands' [`OperandKey`]s (an immediate's all ones,
/// an absent source's 0) and what else its [`AluSignature`] holds (the
/// operation, `.sat`, predication, source count, exec size, and each
/// source's modifier or immediate type, 9 bits a source). The operand and
/// signature fast paths being exact makes this one exact for the whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct AluKey([u64; 5]);

impl AluSignature {
    /// `operands`: the destination's and the three source slots' kinds
    /// (`Unknown` past the sources, which the source count tells apart).
    fn of(a: &Alu, operands: &[(&str, Kind); 4]) -> AluSignature {
        let mut bits = a.op as u64;
        bits = bits << 1 | u64::from(a.sat);
        bits = bits << 1 | u64::from(a.pred.is_some());
        bits = bits << 2 | a.srcs.len().min(3) as u64;
        bits = bits << 3 | u64::from(a.exec.size.code());
        for &(_, kind) in operands {
            bits = bits << 5
                | match kind {
                    Kind::Elem(t) => t as u64,
                    Kind::Pred => 16,
                    Kind::State => 17,
                    Kind::Unknown => 18,
                };
        }
        let mut modifiers = 0;
        for (slot, src) in a.srcs.as_slice().iter().take(3).enumerate() {
            let code = match src {
                SrcOperand::General { modifier, .. } => 8 | *modifier as u64,
                SrcOperand::Indirect { modifier, .. } => *modifier as u64,
                _ => 7,
            };
            modifiers |= code << (4 * slot);
        }
        AluSignature(bits << 12 | modifiers)
    }
}

impl<'k> Verifier<'k> {
    fn at(&mut self, instruction: Option<usize>, item: Item<'k>) {
        self.instruction = instruction;
        self.item = item;
    }

    fn item_text(&self) -> String {
        match self.item {
            Item::Mnemonic(m) => m.to_string(),
            Item::Instruction(inst) => inst.mnemonic().to_string(),
            Item::Decl(name) => format!(".decl {name}"),
            Item::Input(index) => {
                let input = &self.kernel.inputs[index];
                match input.provenance {
                    0 => format!(".input {}", self.input_name(input)),
                    n => format!(".implicit_{} {}", Input::implicit_name(n), self.input_name(input)),
                }
            }
            Item::Kernel => ".kernel".to_string(),
        }
    }

    fn error(&mut self, rule: Rule, message: impl Into<String>) {
        self.errors.push(VerifyError {
            kernel: self.kernel.name.clone(),
            instruction: self.instruction,
            item: self.item_text(),
            rule,
            message: message.into(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path of [`Verifier::alu`] reports exactly what the general
    /// path reports: every ALU row with operands of many types, modifiers,
    /// `.sat` and predicates, each instruction three times (the second
    /// skips the rules its first passed; the third has an operand out of
    /// range as well), on every platform.
    #[test]
    fn alu_fast_path_reports_what_the_general_path_reports() {
        let skipped =
            same_errors_on_every_platform(&alu_kernel(), |fast| fast.passed_alu_rules.as_ref().map_or(0, FastSet::len));
        assert!(skipped > 100, "the fast path was taken for {skipped} signatures");
    }

    /// The whole-instruction fast path of [`Verifier::alu`] ([`AluKey`])
    /// reports exactly what the general path reports, on the kernel of
    /// [`alu_fast_path_reports_what_the_general_path_reports`] (each
    /// instruction's second copy skips every check its first passed).
    #[test]
    fn alu_key_fast_path_reports_what_the_general_path_reports() {
        let remembered =
            same_errors_on_every_platform(&alu_kernel(), |fast| fast.passed_alus.as_ref().map_or(0, FastSet::len));
        assert!(remembered > 100, "the fast path remembered {remembered} instructions");
    }

    /// Every ALU row with operands of many types, modifiers, `.sat` and
    /// predicates, each instruction three times (the third with an
    /// operand out of range).
    fn alu_kernel() -> Kernel {
        use ElemType::*;
        let types = [UD, D, UW, W, UB, B, UQ, Q, F, DF, HF];
        let mut k = Kernel::new("k");
        for (i, &ty) in types.iter().enumerate() {
            k.declare_var(GenVar { name: format!("v{i}"), ty, num_elts: 16, align: Align::Grf, alias: None });
        }
        let p1 = k.declare_pred(PredVar { name: "p".into(), num_elts: 32 }).expect("P1");
        let var = |ty: ElemType| GenVarId::from_decl_index(types.iter().position(|&t| t == ty).unwrap_or(0));
        let general = |ty: ElemType, modifier: SrcModifier| SrcOperand::General {
            var: var(ty),
            row: 0,
            col: 0,
            region: Region { vstride: 8, width: 8, hstride: 1 },
            modifier,
        };
        let exec = ExecCtrl::nm(ExecSize::S8);
        for desc in &super::super::alu::ALU {
            for (d, &dst_ty) in types.iter().enumerate() {
                let other = types[(d + 3) % types.len()];
                let sources = [
                    [general(dst_ty, SrcModifier::None); 3],
                    [general(dst_ty, SrcModifier::Neg), general(other, SrcModifier::None), SrcOperand::imm(dst_ty, 1)],
                    [general(dst_ty, SrcModifier::Not), SrcOperand::Predicate(p1), general(other, SrcModifier::Abs)],
                ];
                for srcs in sources {
                    for (sat, pred) in
                        [(false, None), (true, Some(Predicate::new(p1))), (false, Some(Predicate::new(p1)))]
                    {
                        let srcs = match desc.srcs {
                            1 => Srcs::one(srcs[0]),
                            2 => Srcs::two(srcs[0], srcs[1]),
                            _ => Srcs::three(srcs[0], srcs[1], srcs[2]),
                        };
                        let dst = DstOperand::General { var: var(dst_ty), row: 0, col: 0, hstride: 1 };
                        let a = Alu { op: desc.op, exec, pred, sat, dst, srcs };
                        let past_the_end =
                            Alu { dst: DstOperand::General { var: var(dst_ty), row: 9, col: 0, hstride: 1 }, ..a };
                        k.body.extend([a, a, past_the_end].map(Instruction::Alu));
                    }
                }
            }
        }
        k
    }

    /// The fast path of [`Verifier::dst`] and [`Verifier::src`] reports
    /// exactly what the general path reports: `mov`s between variables of
    /// several types and sizes (and predefined, `%null` and undeclared
    /// ones), at origins, regions, strides and exec sizes in and out of
    /// range, each instruction twice, on every platform.
    #[test]
    fn operand_fast_path_reports_what_the_general_path_reports() {
        use ElemType::*;
        let mut k = Kernel::new("k");
        let mut vars = Vec::new();
        for (i, (ty, num_elts)) in [(UD, 16), (UD, 8), (UW, 16), (UQ, 16), (F, 64), (UB, 1)].into_iter().enumerate() {
            vars.push(k.declare_var(GenVar { name: format!("v{i}"), ty, num_elts, align: Align::Grf, alias: None }));
        }
        vars.extend([GenVarId(0), GenVarId(3), GenVarId(7), GenVarId(99)]);
        let regions =
            [(0, 1, 0), (1, 1, 0), (8, 8, 1), (16, 16, 1), (16, 8, 2), (4, 4, 0), (3, 8, 1), (8, 32, 1), (8, 8, 3)];
        for (n, &var) in vars.iter().enumerate() {
            let other = vars[(n + 1) % vars.len()];
            for size in ExecSize::ALL {
                let exec = ExecCtrl::nm(size);
                for (row, col) in [(0, 0), (0, 7), (1, 0), (0, 16), (3, 1), (2, 0)] {
                    for (r, &(vstride, width, hstride)) in regions.iter().enumerate() {
                        let region = Region { vstride, width, hstride };
                        let src = SrcOperand::General { var, row, col, region, modifier: SrcModifier::None };
                        let dst = DstOperand::General { var: other, row: col % 3, col: row, hstride: r as u8 % 5 };
                        let mov = Instruction::mov(exec, None, dst, src);
                        k.body.extend([mov, mov]);
                    }
                }
            }
        }
        let remembered =
            same_errors_on_every_platform(&k, |fast| fast.passed_operands.as_ref().map_or(0, FastSet::len));
        assert!(remembered > 100, "the fast path was taken for {remembered} operands");
    }

    /// The fast path of LSC loads and stores ([`LscKey`]) reports exactly
    /// what the general path reports: `lsc_load`, `lsc_store` and
    /// `lsc_load_status` over variables of several types and sizes,
    /// aliases (at offsets, of GRF-aligned and unaligned roots), an input
    /// (pinned), `%null`, predefined and undeclared ids, at many exec
    /// sizes, vector and data sizes, units, cache controls and offsets,
    /// each instruction twice (the second with other variables of the same
    /// description), on every platform.
    #[test]
    fn lsc_fast_path_reports_what_the_general_path_reports() {
        use visa_passes::isa::lsc::{LscCache, LscSfid};
        use ElemType::*;
        let mut k = Kernel::new("k");
        let mut vars = Vec::new();
        // Two variables of each description: what the key tells apart, and not.
        for copy in 0..2 {
            for (ty, num_elts, align) in [
                (UD, 16, Align::Grf),
                (UD, 64, Align::Grf),
                (UQ, 16, Align::Grf),
                (UD, 8, Align::Dword),
                (UB, 3, Align::Grf),
            ] {
                let name = format!("v{copy}_{}", vars.len());
                vars.push(k.declare_var(GenVar { name, ty, num_elts, align, alias: None }));
            }
            let base = vars[vars.len() - 4];
            for (ty, num_elts, offset) in [(UD, 16, 0), (UD, 16, 64), (UQ, 4, 32), (UD, 8, 4)] {
                let alias = Some(Alias { base, offset });
                let name = format!("a{copy}_{}", vars.len());
                vars.push(k.declare_var(GenVar { name, ty, num_elts, align: Align::Dword, alias }));
            }
            let input = k.declare_var(GenVar {
                name: format!("in{copy}"),
                ty: UD,
                num_elts: 8,
                align: Align::Grf,
                alias: None,
            });
            k.inputs.push(Input { var: InputVar::General(input), offset: 64 * (1 + copy), size: 32, provenance: 0 });
            vars.push(input);
        }
        let per_copy = vars.len() / 2;
        let others = [GenVarId::NULL, GenVarId(3), GenVarId(999)];
        let sizes = [LscDataSize::D32, LscDataSize::D64, LscDataSize::D8U32];
        let vectors = [LscVectorSize::X1, LscVectorSize::X2, LscVectorSize::X4];
        let mut made = 0;
        for (n, sfid) in [LscSfid::Ugm, LscSfid::Slm, LscSfid::Ugml].into_iter().enumerate() {
            for size in [ExecSize::S1, ExecSize::S8, ExecSize::S16, ExecSize::S32] {
                for v in 0..per_copy + others.len() {
                    let pick = |copy: usize, at: usize| match at.checked_sub(per_copy) {
                        Some(i) => others[i % others.len()],
                        None => vars[copy * per_copy + at],
                    };
                    let (a, d) = (v, (v * 7 + n) % (per_copy + others.len()));
                    // Every fourth as the emitter writes them (most pass), the others varied.
                    let plain = made % 4 == 0;
                    for copy in 0..2 {
                        let m = LscUntyped {
                            exec: ExecCtrl::nm(size),
                            pred: None,
                            sfid,
                            l1: [LscCache::Df, LscCache::Uc, LscCache::Ca][made % 3],
                            l3: [LscCache::Df, LscCache::Uc][made % 2],
                            surface: LscSurface::FLAT,
                            imm_offset: [0, 4, -64][made % 3],
                            addr_size: sfid.addr_size(),
                            data_size: sizes[made % sizes.len()],
                            transposed: made % 5 == 0,
                            vector: vectors[(made / 3) % vectors.len()],
                            addresses: RawOperand { var: pick(copy, a), offset: [0, 32][made % 2] },
                            data: RawOperand { var: pick(copy, d), offset: 0 },
                        };
                        let m = match plain {
                            true => LscUntyped {
                                l1: LscCache::Df,
                                l3: LscCache::Df,
                                imm_offset: 0,
                                data_size: LscDataSize::D32,
                                transposed: false,
                                vector: LscVectorSize::X1,
                                addresses: RawOperand { offset: 0, ..m.addresses },
                                ..m
                            },
                            false => m,
                        };
                        let inst = match made % 3 {
                            0 => Instruction::LscLoad(m),
                            1 => Instruction::LscStore(m),
                            _ => Instruction::LscLoadStatus(m),
                        };
                        k.body.push(inst);
                    }
                    made += 1;
                }
            }
        }
        let remembered = same_errors_on_every_platform(&k, |fast| fast.passed_lsc.as_ref().map_or(0, FastSet::len));
        assert!(remembered > 5, "the fast path remembered {remembered} instructions");
    }

    /// [`Verifier::emask_offset`]'s fast path: channel 0 is allowed at
    /// every exec size, on every platform, for every message and for an
    /// instruction that is none.
    #[test]
    fn channel_zero_is_always_allowed() {
        for platform in Platform::ALL {
            for size in ExecSize::ALL {
                let lanes = ExecCtrl::nm(size).lanes();
                assert!(platform.emask_offset_allowed(lanes, 0), "{platform} {lanes}");
                for m in Message::ALL {
                    assert!(m.emask_offset_allowed(platform, lanes, 0), "{platform} {lanes} {}", m.name());
                }
            }
        }
    }

    /// [`Verifier::message`] decodes the instruction only for an LSC
    /// message (`Message::is_lsc`): every message whose instruction its
    /// checks read is one.
    #[test]
    fn every_lsc_message_is_lsc() {
        for m in Message::ALL {
            assert_eq!(m.is_lsc(), m.mnemonic().starts_with("lsc_"), "{}", m.name());
        }
    }

    /// Asserts that `k` gets the same errors with the fast paths as
    /// without, on every platform; the sum of `remembered` of the fast runs.
    fn same_errors_on_every_platform(k: &Kernel, remembered: fn(&Verifier<'_>) -> usize) -> usize {
        let mut total = 0;
        for platform in Platform::ALL {
            let fast = run(k, platform, true);
            let general = run(k, platform, false);
            assert_eq!(fast.errors, general.errors, "{platform}");
            total += remembered(&fast);
        }
        total
    }
}
