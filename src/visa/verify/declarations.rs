//! The rules of a kernel's declarations (variables, aliases, predicates,
//! names) and of its inputs (`vISA spec, vISA Header chapter`).

use super::*;

impl<'k> Verifier<'k> {
    // ---- declarations ----------------------------------------------------

    pub(super) fn declarations(&mut self) {
        let kernel = self.kernel;
        let on_cycle = alias_cycles(kernel);
        for (index, var) in kernel.vars.iter().enumerate() {
            self.at(None, Item::Decl(&var.name));
            self.var_type(var);
            self.var_size(var);
            if let Some(alias) = var.alias {
                self.alias(GenVarId::from_decl_index(index), var, alias, &on_cycle);
            }
        }
        for pred in &kernel.preds {
            self.at(None, Item::Decl(&pred.name));
            self.pred_num_elts(pred);
        }
        for addr in &kernel.addrs {
            self.at(None, Item::Decl(&addr.name));
            if !(1..=16).contains(&addr.num_elts) {
                self.error(
                    Rule::AddrDecl,
                    format!("{} has {} elements; it may have 1 to 16", addr.name, addr.num_elts),
                );
            }
        }
        self.names();
    }

    /// General, predicate, surface and address names share the kernel
    /// scope: each is declared once, and each, as the kernel's, is one the
    /// assembler reads as a name. One pass over the names; the duplicates
    /// are reported first, then the kernel's name, then each name's problem.
    pub(super) fn names(&mut self) {
        use crate::visa::names::{name_problem, MAX_KERNEL_NAME_LEN, MAX_NAME_LEN};
        let kernel = self.kernel;
        let mut seen = SeenNames::default();
        let mut problems = Vec::new();
        for name in kernel.declared_names() {
            let (first, plain) = seen.insert(name);
            if !first {
                self.at(None, Item::Decl(name));
                self.error(Rule::DuplicateName, format!("{name} is declared more than once"));
            }
            // A name of a plain shape can only be too long (see `SeenNames::insert`).
            let problem = match plain {
                true if name.len() <= MAX_NAME_LEN => None,
                _ => name_problem(name, MAX_NAME_LEN),
            };
            if let Some(problem) = problem {
                problems.push((name, problem));
            }
        }
        // Any kernel name can be written (quoted, as the printer does when
        // it is not a bare identifier); only its length is limited.
        if kernel.name.len() > MAX_KERNEL_NAME_LEN {
            self.at(None, Item::Kernel);
            self.error(
                Rule::Name,
                format!("kernel name has {} bytes; at most {MAX_KERNEL_NAME_LEN} are allowed", kernel.name.len()),
            );
        }
        for (name, problem) in problems {
            self.at(None, Item::Decl(name));
            self.error(Rule::Name, problem);
        }
    }

    pub(super) fn var_type(&mut self, var: &GenVar) {
        if !VAR_TYPES.contains(&var.ty) {
            self.error(Rule::VarType, format!("type {} is not a variable type; use {}", var.ty, one_of(&VAR_TYPES)));
        }
    }

    pub(super) fn var_size(&mut self, var: &GenVar) {
        let bytes = var_bytes(var);
        if !(1..=4096).contains(&var.num_elts) {
            self.error(Rule::VarSize, format!("num_elts={} is outside [1, 4096]", var.num_elts));
        } else if bytes >= 4096 {
            self.error(
                Rule::VarSize,
                format!("{} x {} is {bytes} bytes; a variable must be less than 4096 bytes", var.num_elts, var.ty),
            );
        }
    }

    pub(super) fn alias(&mut self, id: GenVarId, var: &GenVar, alias: Alias, on_cycle: &[bool]) {
        let kernel = self.kernel;
        let predefined = self.predefined.get(alias.base.0 as usize).filter(|_| !alias.base.is_null());
        let Some(base) = kernel.var(alias.base).or(predefined) else {
            let base_name = kernel.var_name(alias.base);
            let what = match alias.base.decl_index() {
                None if alias.base.is_null() => "%null",
                None => "a reserved predefined variable (V20..V31)",
                Some(_) => "not declared",
            };
            self.error(
                Rule::AliasBase,
                format!("alias base {base_name} is {what}; an alias names a declared or predefined variable"),
            );
            return;
        };
        if id.decl_index().is_some_and(|i| on_cycle.get(i).copied().unwrap_or(false)) {
            if let Some(cycle) = self.alias_cycle(id) {
                self.error(Rule::AliasCycle, format!("alias chain {cycle} is a cycle"));
            }
        }
        let type_bytes = var.ty.size_bytes();
        if !alias.offset.is_multiple_of(type_bytes) {
            self.error(
                Rule::AliasOffset,
                format!("alias offset {} is not aligned to type {} ({type_bytes} bytes)", alias.offset, var.ty),
            );
        }
        // An alias is no more aligned than its base at that offset (its
        // declared alignment is a promise about where its bytes are).
        let base_align = base.align.bytes(self.grf);
        let guaranteed =
            if alias.offset == 0 { base_align } else { base_align.min(1 << alias.offset.trailing_zeros()) };
        if var.align.bytes(self.grf) > guaranteed {
            self.error(
                Rule::AliasOffset,
                format!(
                    "{} is declared align={} ({} bytes), but {} (align={}) at offset {} guarantees {guaranteed} bytes",
                    var.name,
                    var.align.name(),
                    var.align.bytes(self.grf),
                    base.name,
                    base.align.name(),
                    alias.offset
                ),
            );
        }
        let (size, base_size) = (var_bytes(var), var_bytes(base));
        if u64::from(alias.offset) + size > base_size {
            self.error(
                Rule::AliasRange,
                format!(
                    "{} ({size} bytes at offset {}) does not fit in {} ({base_size} bytes)",
                    var.name, alias.offset, base.name
                ),
            );
        }
    }

    /// The chain `A -> B -> A` if following aliases from `id` comes back to
    /// it (asked only for the variables [`alias_cycles`] finds on a cycle).
    pub(super) fn alias_cycle(&self, id: GenVarId) -> Option<String> {
        let kernel = self.kernel;
        let mut chain = vec![kernel.var_name(id)];
        let mut current = id;
        for _ in 0..kernel.vars.len() {
            let base = kernel.var(current)?.alias?.base;
            chain.push(kernel.var_name(base));
            if base == id {
                return Some(chain.join(" -> "));
            }
            current = base;
        }
        None
    }

    pub(super) fn pred_num_elts(&mut self, pred: &PredVar) {
        if ![1, 2, 4, 8, 16, 32].contains(&pred.num_elts) {
            self.error(Rule::PredNumElts, format!("num_elts={} is not one of 1, 2, 4, 8, 16, 32", pred.num_elts));
        }
    }

    // ---- inputs ------------------------------------------------------------

    pub(super) fn inputs(&mut self) {
        let kernel = self.kernel;
        for (index, input) in kernel.inputs.iter().enumerate() {
            let name = self.input_name(input);
            self.at(None, Item::Input(index));
            let Some(bytes) = self.input_var(input, &name) else { continue };
            if u64::from(input.size) != bytes {
                self.error(Rule::InputSize, format!("size={} but {name} is {bytes} bytes", input.size));
            }
            self.input_layout(input, &kernel.inputs[..index]);
        }
        self.input_order();
    }

    /// "All user supplied kernel arguments must come before all implicit
    /// arguments in the table."
    pub(super) fn input_order(&mut self) {
        let kernel = self.kernel;
        let Some(first_implicit) = kernel.inputs.iter().position(|i| i.provenance != 0) else { return };
        for (index, input) in kernel.inputs.iter().enumerate().skip(first_implicit) {
            if input.provenance == 0 {
                self.at(None, Item::Input(index));
                let implicit = self.input_name(&kernel.inputs[first_implicit]);
                self.error(
                    Rule::InputOrder,
                    format!("a user input after the implicit input {implicit}; user inputs come first"),
                );
            }
        }
    }

    pub(super) fn input_name(&self, input: &Input) -> String {
        match input.var {
            InputVar::General(id) => self.kernel.var_name(id),
            InputVar::Surface(id) => self.kernel.surface_name(id),
        }
    }

    /// The size of the input's variable, or `None` (reported) if it is not declared.
    pub(super) fn input_var(&mut self, input: &Input, name: &str) -> Option<u64> {
        let kernel = self.kernel;
        let bytes = match input.var {
            InputVar::General(id) => kernel.var(id).map(var_bytes),
            // "An element has a size of 4 byte."
            InputVar::Surface(id) => kernel.surface(id).map(|s| 4 * u64::from(s.num_elts)),
        };
        if bytes.is_none() {
            self.error(Rule::InputVar, format!("{name} is not a declared variable"));
        }
        bytes
    }

    /// `input_info` offset rules: natural alignment, GRF placement, no alias,
    /// no overlap with an earlier input.
    pub(super) fn input_layout(&mut self, input: &Input, earlier: &[Input]) {
        let (offset, size, grf) = (u64::from(input.offset), u64::from(input.size), u64::from(self.grf));
        match input.var {
            InputVar::General(id) => {
                let Some(var) = self.kernel.var(id) else { return };
                let align = u64::from(var.ty.size_bytes());
                if var.alias.is_some() {
                    self.error(
                        Rule::InputLayout,
                        format!("{} is an alias; an input variable has its own storage", var.name),
                    );
                }
                let declared = u64::from(var.align.bytes(self.grf));
                if offset % align != 0 {
                    self.error(
                        Rule::InputLayout,
                        format!("offset={offset} is not aligned to type {} ({align} bytes)", var.ty),
                    );
                } else if size >= grf && offset % grf != 0 {
                    self.error(
                        Rule::InputLayout,
                        format!("offset={offset} is not GRF-aligned ({grf} bytes) for an input of {size} bytes"),
                    );
                } else if size > 0 && size < grf && offset / grf != (offset + size - 1) / grf {
                    self.error(
                        Rule::InputLayout,
                        format!("{size} bytes at offset={offset} cross a {grf}-byte GRF boundary"),
                    );
                } else if offset % declared != 0 {
                    self.error(
                        Rule::InputLayout,
                        format!(
                            "offset={offset} breaks {}'s declared align={} ({declared} bytes)",
                            var.name,
                            var.align.name()
                        ),
                    );
                }
            }
            InputVar::Surface(_) if offset % 4 != 0 => {
                self.error(Rule::InputLayout, format!("offset={offset} of a surface input is not dword-aligned"));
            }
            InputVar::Surface(_) => {}
        }
        let file = u64::from(self.platform.desc().register_file_bytes());
        if offset + size > file {
            self.error(
                Rule::InputLayout,
                format!(
                    "bytes {offset}..{} lie past the register file ({} GRFs, {file} bytes on {})",
                    offset + size,
                    self.platform.desc().grf_count.value,
                    self.platform
                ),
            );
        }
        let overlaps = |other: &&Input| {
            let (o, s) = (u64::from(other.offset), u64::from(other.size));
            offset < o + s && o < offset + size
        };
        if let Some(other) = earlier.iter().find(overlaps) {
            let other_name = self.input_name(other);
            self.error(
                Rule::InputLayout,
                format!(
                    "bytes {offset}..{} overlap input {other_name} (offset={} size={})",
                    offset + size,
                    other.offset,
                    other.size
                ),
            );
        }
    }
}

/// For each declared variable, whether following its alias chain comes back
/// to it: each variable's chain is walked once (linear in the declarations).
fn alias_cycles(kernel: &Kernel) -> Vec<bool> {
    const NEW: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let n = kernel.vars.len();
    let mut on_cycle = vec![false; n];
    // A cycle has an alias whose base is declared at or after it: without
    // one (the emitter declares every base first), there is none.
    let backward = |(i, v): (usize, &GenVar)| v.alias.is_none_or(|a| a.base.decl_index().is_none_or(|b| b < i));
    if kernel.vars.iter().enumerate().all(backward) {
        return on_cycle;
    }
    let next = |i: usize| -> Option<usize> {
        let base = kernel.vars[i].alias?.base.decl_index()?;
        (base < n).then_some(base)
    };
    let mut state = vec![NEW; n];
    let mut path = Vec::new();
    for start in 0..n {
        let mut at = Some(start);
        while let Some(i) = at {
            if state[i] != NEW {
                break;
            }
            state[i] = ON_PATH;
            path.push(i);
            at = next(i);
        }
        if let Some(i) = at {
            if state[i] == ON_PATH {
                // The path came back to `i`: from there on, it is a cycle.
                let from = path.iter().rposition(|&p| p == i).unwrap_or(0);
                for &p in &path[from..] {
                    on_cycle[p] = true;
                }
            }
        }
        for p in path.drain(..) {
            state[p] = DONE;
        }
    }
    on_cycle
}

/// The names seen so far in a kernel, for [`Verifier::names`]. A name
/// shaped `<prefix><n>` (a prefix of one to seven bytes not ending in a
/// digit, then a number written without leading zeros, below
/// [`SeenNames::MAX_NUMBER`]; the emitter's every generated name and most
/// others) is one bit of its prefix's set: the prefix and the number give
/// back the name, so two names share a bit exactly when they are equal.
/// Any other name, or one past the first [`SeenNames::MAX_PREFIXES`]
/// prefixes, is hashed whole.
#[derive(Default)]
struct SeenNames<'k> {
    /// Each prefix, its bytes and length packed in a word (`pack`).
    prefixes: Vec<u64>,
    /// By prefix: its numbers seen (bit `n`), and whether it is plain.
    numbers: Vec<(Vec<u64>, bool)>,
    others: FastSet<&'k str>,
}

impl<'k> SeenNames<'k> {
    const MAX_NUMBER: usize = 1 << 16;
    const MAX_PREFIXES: usize = 64;

    /// Records `name`: whether it is seen for the first time, and whether
    /// it is plain, which [`crate::visa::names::name_problem`] can fault
    /// only for its length: an identifier (its prefix is one, digits
    /// follow), no keyword (no keyword is its prefix and digits), and not
    /// predefined (every predefined name with a digit has the prefix `V`,
    /// `T`, `P` or `S`).
    fn insert(&mut self, name: &'k str) -> (bool, bool) {
        let Some((prefix, number)) = shape(name) else { return (self.others.insert(name), false) };
        let packed = pack(prefix);
        let at = match self.prefixes.iter().position(|&known| known == packed) {
            Some(at) => at,
            None if self.prefixes.len() < Self::MAX_PREFIXES => {
                self.prefixes.push(packed);
                self.numbers.push((Vec::new(), plain_prefix(prefix)));
                self.prefixes.len() - 1
            }
            None => return (self.others.insert(name), false),
        };
        let Some((bits, plain)) = self.numbers.get_mut(at) else { return (self.others.insert(name), false) };
        let (word, bit) = (number / 64, 1u64 << (number % 64));
        if bits.len() <= word {
            bits.resize(word + 1, 0);
        }
        let first = bits[word] & bit == 0;
        bits[word] |= bit;
        (first, *plain)
    }
}

/// A prefix of one to seven bytes as one word: its bytes, its length in
/// the top byte (so no two prefixes share a word).
fn pack(prefix: &str) -> u64 {
    prefix.bytes().enumerate().fold((prefix.len() as u64) << 56, |word, (i, b)| word | u64::from(b) << (8 * i))
}

/// `name` as its prefix and number ([`SeenNames`]): `None` unless it ends
/// in a number without leading zeros below [`SeenNames::MAX_NUMBER`] after
/// a prefix of one to seven bytes.
fn shape(name: &str) -> Option<(&str, usize)> {
    let bytes = name.as_bytes();
    let digits = bytes.iter().rev().take_while(|b| b.is_ascii_digit()).count();
    let start = bytes.len() - digits;
    // At most five digits (below 100,000); a leading zero only as the number 0.
    if digits == 0 || digits > 5 || !(1..=7).contains(&start) || (digits > 1 && bytes[start] == b'0') {
        return None;
    }
    let number = bytes[start..].iter().fold(0, |n, &d| n * 10 + usize::from(d - b'0'));
    // The digits are ASCII: `start` is a character boundary.
    let prefix = name.get(..start)?;
    (number < SeenNames::MAX_NUMBER).then_some((prefix, number))
}

/// Whether every name `<prefix><n>` is plain ([`SeenNames::insert`]).
fn plain_prefix(prefix: &str) -> bool {
    use crate::visa::names::{is_ident, KEYWORDS};
    /// The prefixes of the keywords that end in a digit (`add3`: `add`).
    static KEYWORD_PREFIXES: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
        let mut prefixes = Vec::new();
        for k in KEYWORDS {
            let prefix = k.trim_end_matches(|c: char| c.is_ascii_digit());
            if prefix.len() < k.len() {
                prefixes.push(prefix);
            }
        }
        prefixes
    });
    is_ident(prefix) && !matches!(prefix, "V" | "T" | "P" | "S") && !KEYWORD_PREFIXES.contains(&prefix)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::visa::names::{name_problem, KEYWORDS, MAX_NAME_LEN};

    /// `SeenNames` says a name is new exactly when a set of whole names
    /// does, and calls a name plain only when `name_problem` finds nothing
    /// but its length: over keywords and predefined names with digits,
    /// leading zeros, numbers at and past the limit, prefixes of seven and
    /// eight bytes, non-identifiers and more prefixes than it keeps sets
    /// for, each name twice.
    #[test]
    fn seen_names_are_a_set_of_names() {
        let mut names: Vec<String> = Vec::new();
        let prefixes = ["p", "v", "s", "V", "T", "P", "S", "add", "dp", "sample", "AVS_16x", "x_", "_", "a1b", "abcdefg"];
        for prefix in prefixes.iter().chain(&["abcdefgh", "é", "1", "-", "a.b", ""]) {
            for n in ["0", "00", "01", "1", "3", "4", "9", "10", "31", "32", "99999", "65535", "65536", "123456", ""] {
                names.push(format!("{prefix}{n}"));
            }
        }
        // More prefixes than sets.
        names.extend((0..200).map(|i| format!("q{i}_{}", i % 7)));
        names.extend(KEYWORDS.iter().map(|k| k.to_string()));
        names.push("y".repeat(MAX_NAME_LEN) + "1");
        names.push("y".repeat(MAX_NAME_LEN - 1) + "1");
        let twice: Vec<&str> = names.iter().chain(&names).map(String::as_str).collect();
        let mut seen = SeenNames::default();
        let mut whole = std::collections::HashSet::new();
        let mut plain_count = 0;
        for name in twice {
            let (first, plain) = seen.insert(name);
            assert_eq!(first, whole.insert(name), "{name:?}");
            if plain {
                plain_count += 1;
                assert_eq!(name_problem(name, usize::MAX), None, "{name:?} is called plain");
            }
        }
        assert!(plain_count > 100, "{plain_count} plain names");
    }
}
