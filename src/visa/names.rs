//! vISA identifiers: which names a kernel may declare, and the scheme that
//! turns any LLVM name into one.
//!
//! A declared name (and a kernel name) is an identifier `[A-Za-z_][A-Za-z0-9_]*`
//! (vISA spec, assembly syntax appendix), at most 64 characters for a
//! variable and 1023 for a kernel (header chapter: `var_info` and
//! `kernel_data` `name_index`), and none of the names the assembler reads
//! as something else:
//! * the predefined variables and surfaces, `V0`..`V31`, `T0`..`T5` and
//!   `P0` (header chapter), and the assembler's own predefined `TSS` and
//!   `S31`;
//! * the words Intel's assemblers (`GenX_IR` of IGC 1.0.12504 and of
//!   1.0.17791) lex as keywords: every mnemonic (`add`, `mov`, `ret`, ...)
//!   and a few more (`bti`, `flat`, `arg`, `FILE`, `lod`, ...). Each is
//!   rejected as a name by one of them; [`KEYWORDS`] is that list (the
//!   assembler tests check every entry against the assemblers).
//!
//! [`legal_name`] maps any bytes to such a name, readably: each run of
//! bytes outside `[A-Za-z0-9_]` becomes one `_` (`a.b` -> `a_b`, `naïve`
//! -> `na_ve`), a leading digit gets a `_` in front, a reserved word or a
//! name shaped like a predefined or generated one (`V12`, `P3`, `T6`,
//! `S31`) gets a `_` behind (`add` -> `add_`, `V12` -> `V12_`), and a long
//! name is cut to fit. [`NameTable`] makes names unique in first-come
//! order (`x`, `x_1`, `x_2`, ...), so the result is deterministic. Where a
//! name differs from the LLVM name it came from, the kernel records the
//! original ([`super::Kernel::source_names`]) and the printer keeps it in a
//! comment, as IGC's own disassembler does for renamed functions.

use std::borrow::Cow;

use super::types::{FastMap, FastSet};

/// The longest variable (and predicate, surface) name.
pub const MAX_NAME_LEN: usize = 64;
/// The longest kernel name.
pub const MAX_KERNEL_NAME_LEN: usize = 1023;

/// The longest label name (IGC cuts its labels' names to this many bytes).
pub const MAX_LABEL_NAME_LEN: usize = 1023;

/// The name Intel's compiler gives a kernel's entry label: `<kernel>_BB_0_0`
/// (its dumps: `.function "K_BB_0_0"`, then `K_BB_0_0:`), made of the
/// kernel's name as [`legal_name`] makes it an identifier, cut so that the
/// whole fits [`MAX_LABEL_NAME_LEN`].
pub fn entry_label_name(kernel: &str) -> String {
    const SUFFIX: &str = "_BB_0_0";
    let base = legal_name(kernel.as_bytes(), MAX_LABEL_NAME_LEN - SUFFIX.len()).unwrap_or(Cow::Borrowed("kernel"));
    format!("{base}{SUFFIX}")
}

/// Identifiers Intel's vISA assemblers lex as keywords, sorted (byte order):
/// those of IGC 1.0.12504's and those IGC 1.0.17791's adds (`lod`,
/// `breakpoint`, `invm`, `rsqtm`, `load_l`, `lsc_apndctr_atomic_store` and
/// the `sample_po*`, `sample*_mlod`, `sample4_*` sampler mnemonics), from
/// their lexers (`visa/CISA.l`); `tests/it/assembler.rs` checks that one of
/// the two refuses each as a name.
pub const KEYWORDS: [&str; 219] = [
    "AVS_16_DOWN_SAMPLE",
    "AVS_16_FULL",
    "AVS_16x4",
    "AVS_16x8",
    "AVS_4x4",
    "AVS_4x8",
    "AVS_8_DOWN_SAMPLE",
    "AVS_8_FULL",
    "AVS_8x4",
    "AVS_8x8",
    "FILE",
    "LOC",
    "acos",
    "add",
    "add3",
    "addc",
    "addr_add",
    "and",
    "arg",
    "asin",
    "asr",
    "atan",
    "avg",
    "avs",
    "barrier",
    "bfe",
    "bfi",
    "bfrev",
    "breakpoint",
    "bss",
    "bti",
    "call",
    "cbit",
    "cmp",
    "cos",
    "div",
    "divm",
    "dp2",
    "dp3",
    "dp4",
    "dp4a",
    "dph",
    "dword_atomic",
    "exp",
    "faddr",
    "fbh",
    "fbl",
    "fcall",
    "fccall",
    "fcvt",
    "fence_global",
    "fence_local",
    "fence_sw",
    "flat",
    "frc",
    "fret",
    "gather",
    "gather4_scaled",
    "gather4_typed",
    "gather_scaled",
    "goto",
    "ifcall",
    "inv",
    "invm",
    "jmp",
    "line",
    "load",
    "load_2dms_w",
    "load_3d",
    "load_l",
    "load_lz",
    "load_mcs",
    "lod",
    "log",
    "lrp",
    "lsc_apndctr_atomic_add",
    "lsc_apndctr_atomic_store",
    "lsc_apndctr_atomic_sub",
    "lsc_atomic_and",
    "lsc_atomic_fadd",
    "lsc_atomic_fcas",
    "lsc_atomic_fmax",
    "lsc_atomic_fmin",
    "lsc_atomic_fsub",
    "lsc_atomic_iadd",
    "lsc_atomic_icas",
    "lsc_atomic_idec",
    "lsc_atomic_iinc",
    "lsc_atomic_isub",
    "lsc_atomic_load",
    "lsc_atomic_or",
    "lsc_atomic_smax",
    "lsc_atomic_smin",
    "lsc_atomic_store",
    "lsc_atomic_umax",
    "lsc_atomic_umin",
    "lsc_atomic_xor",
    "lsc_ccs_update",
    "lsc_fence",
    "lsc_load",
    "lsc_load_block2d",
    "lsc_load_quad",
    "lsc_load_status",
    "lsc_load_strided",
    "lsc_read_state_info",
    "lsc_store",
    "lsc_store_block2d",
    "lsc_store_quad",
    "lsc_store_strided",
    "lsc_store_uncompressed",
    "lzd",
    "mad",
    "madw",
    "max",
    "media_ld",
    "media_st",
    "min",
    "mod",
    "mov",
    "movs",
    "mul",
    "mulh",
    "not",
    "or",
    "oword_ld",
    "oword_ld_unaligned",
    "oword_st",
    "plane",
    "pow",
    "qw_gather",
    "qw_scatter",
    "raw_send",
    "raw_sendc",
    "raw_sends",
    "raw_sends_eot",
    "raw_sendsc",
    "raw_sendsc_eot",
    "resinfo",
    "ret",
    "rndd",
    "rnde",
    "rndu",
    "rndz",
    "rol",
    "ror",
    "rsqrt",
    "rsqtm",
    "rt_write_3d",
    "sad2",
    "sad2add",
    "sample",
    "sample4",
    "sample4_b",
    "sample4_c",
    "sample4_i",
    "sample4_i_c",
    "sample4_l",
    "sample4_l_c",
    "sample4_po",
    "sample4_po_b",
    "sample4_po_c",
    "sample4_po_i",
    "sample4_po_i_c",
    "sample4_po_l",
    "sample4_po_l_c",
    "sample_3d",
    "sample_b",
    "sample_b_c",
    "sample_c",
    "sample_c_lz",
    "sample_c_mlod",
    "sample_d",
    "sample_d_c",
    "sample_d_c_mlod",
    "sample_l",
    "sample_l_c",
    "sample_lz",
    "sample_mlod",
    "sample_po",
    "sample_po_b",
    "sample_po_c",
    "sample_po_c_lz",
    "sample_po_d",
    "sample_po_l",
    "sample_po_l_c",
    "sample_po_lz",
    "sample_unorm",
    "sampleinfo",
    "sampler_cache_flush",
    "scatter",
    "scatter4_scaled",
    "scatter4_typed",
    "scatter_scaled",
    "sel",
    "setp",
    "shl",
    "shr",
    "sin",
    "sqrt",
    "sqrtm",
    "srnd",
    "ss",
    "subb",
    "svm_atomic",
    "svm_block_ld",
    "svm_block_st",
    "svm_gather",
    "svm_gather4scaled",
    "svm_scatter",
    "svm_scatter4scaled",
    "switchjmp",
    "typed_atomic",
    "urb_write_3d",
    "vme_fbr",
    "vme_ime",
    "vme_sic",
    "wait",
    "xor",
    "yield",
];

/// `[A-Za-z_][A-Za-z0-9_]*`.
pub fn is_ident(name: &str) -> bool {
    let bytes = name.as_bytes();
    bytes.first().is_some_and(|&c| IDENT_BYTES[usize::from(c)] == IDENT_START)
        && bytes.iter().all(|&c| IDENT_BYTES[usize::from(c)] != NOT_IDENT)
}

/// The class of each byte in an identifier, one table look-up a byte:
/// [`IDENT_START`] (`[A-Za-z_]`), [`IDENT_DIGIT`] (`[0-9]`) or [`NOT_IDENT`].
const IDENT_BYTES: [u8; 256] = {
    let mut table = [NOT_IDENT; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphabetic() || c == b'_' {
            table[b] = IDENT_START;
        } else if c.is_ascii_digit() {
            table[b] = IDENT_DIGIT;
        }
        b += 1;
    }
    table
};
const NOT_IDENT: u8 = 0;
const IDENT_START: u8 = 1;
const IDENT_DIGIT: u8 = 2;

/// One of [`KEYWORDS`].
pub fn is_keyword(name: &str) -> bool {
    // Made once: every declared name is asked about (by the emitter and
    // again by the verifier).
    static KEYWORD_SET: std::sync::LazyLock<KeywordSet> = std::sync::LazyLock::new(KeywordSet::new);
    let set = &*KEYWORD_SET;
    set.may_contain(name) && set.names.contains(name)
}

/// [`KEYWORDS`] as a hash set (a binary search costs eight string
/// comparisons), behind a filter that turns most names away without
/// hashing them.
struct KeywordSet {
    names: FastSet<&'static str>,
    /// By first, second and last byte: bit `n` is set when a keyword of
    /// `n` bytes (every keyword has 2 to 63) has that byte there.
    first: [u64; 128],
    second: [u64; 128],
    last: [u64; 128],
}

impl KeywordSet {
    fn new() -> KeywordSet {
        let (mut first, mut second, mut last) = ([0u64; 128], [0u64; 128], [0u64; 128]);
        for k in KEYWORDS {
            let (bytes, bit) = (k.as_bytes(), 1u64 << k.len());
            first[usize::from(bytes[0])] |= bit;
            second[usize::from(bytes[1])] |= bit;
            last[usize::from(bytes[k.len() - 1])] |= bit;
        }
        KeywordSet { names: KEYWORDS.into_iter().collect(), first, second, last }
    }

    /// Fast path of [`is_keyword`]: `false` for a name no keyword has the
    /// length and first, second and last byte of (so it is not one).
    fn may_contain(&self, name: &str) -> bool {
        let bytes = name.as_bytes();
        let (Some(&a), Some(&b), Some(&z)) = (bytes.first(), bytes.get(1), bytes.last()) else { return false };
        let bit = 1u64.checked_shl(bytes.len() as u32).unwrap_or(0);
        let of = |table: &[u64; 128], byte: u8| table.get(usize::from(byte)).map_or(0, |&bits| bits & bit);
        of(&self.first, a) != 0 && of(&self.second, b) != 0 && of(&self.last, z) != 0
    }
}

/// A predefined name: `V0`..`V31`, `T0`..`T5`, `P0`, `TSS`, `S31` (the
/// canonical spellings only, as the parser reads them: decimal digits
/// without a leading zero).
pub fn is_predefined(name: &str) -> bool {
    match *name.as_bytes() {
        [b'V', d] => d.is_ascii_digit(),
        [b'V', tens @ b'1'..=b'3', units] => units.is_ascii_digit() && (tens - b'0') * 10 + (units - b'0') < 32,
        [b'T', n] => matches!(n, b'0'..=b'5'),
        [b'P', b'0'] => true,
        [b'S', b'3', b'1'] | [b'T', b'S', b'S'] => true,
        _ => false,
    }
}

/// Why `name` cannot be declared (`None`: it can). `max_len` is
/// [`MAX_NAME_LEN`] or [`MAX_KERNEL_NAME_LEN`].
pub fn name_problem(name: &str, max_len: usize) -> Option<String> {
    if !is_ident(name) {
        Some(format!("'{}' is not an identifier ([A-Za-z_][A-Za-z0-9_]*)", name.escape_debug()))
    } else if is_keyword(name) {
        Some(format!("'{name}' is a keyword of the vISA assembler"))
    } else if is_predefined(name) {
        Some(format!("'{name}' is a predefined name"))
    } else if name.len() > max_len {
        Some(format!("'{name}' has {} characters; at most {max_len} are allowed", name.len()))
    } else {
        None
    }
}

/// Names the scheme keeps away from: predefined and keywords, and the
/// shapes the emitter gives its own variables (`V<n>`, `P<n>`, `T<n>`,
/// `S<n>`), so that a name read in the output says where it came from.
fn is_reserved_shape(name: &str) -> bool {
    // Every generated and predefined name starts with one of these (most
    // names do not: they need only the keyword filter).
    match name.as_bytes() {
        [b'V' | b'P' | b'T' | b'S', digits @ ..] => {
            (!digits.is_empty() && digits.iter().all(u8::is_ascii_digit)) || is_keyword(name) || is_predefined(name)
        }
        _ => is_keyword(name),
    }
}

/// The legal, readable name for `raw` (any bytes; see the module doc), at
/// most `max_len` characters; `None` when nothing of it is left (an empty
/// name, or one of only `_`-mapped bytes is still `_`, so only empty).
pub fn legal_name(raw: &[u8], max_len: usize) -> Option<Cow<'_, str>> {
    if raw.is_empty() {
        return None;
    }
    // Leave room for the `_` a reserved word gets.
    let limit = max_len.saturating_sub(1).max(1);
    // Fast path: most LLVM names are legal as they are, which the rules
    // below would map to themselves; they are borrowed, not rebuilt.
    if raw.len() <= limit && !raw[0].is_ascii_digit() && raw.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'_') {
        // SAFETY: every byte is ASCII (checked just above), so `raw` is UTF-8.
        let name = unsafe { std::str::from_utf8_unchecked(raw) };
        if !is_reserved_shape(name) {
            return Some(Cow::Borrowed(name));
        }
    }
    let mut out = String::with_capacity(raw.len().min(max_len) + 1);
    if raw[0].is_ascii_digit() {
        out.push('_');
    }
    let mut in_run = false;
    for &b in raw {
        if b.is_ascii_alphanumeric() || b == b'_' {
            out.push(char::from(b));
            in_run = false;
        } else if !in_run {
            out.push('_');
            in_run = true;
        }
    }
    out.truncate(limit);
    if is_reserved_shape(&out) {
        out.push('_');
    }
    Some(Cow::Owned(out))
}

/// Unique names in first-come order: a name is handed out once; asking
/// again for one gives it a `_<k>` suffix (the first free k). Names never
/// exceed the table's maximum length: the base is cut to make room for the
/// suffix.
#[derive(Debug, Default)]
pub struct NameTable {
    /// Every name taken, end to end: one buffer, not an allocation per name
    /// (a long function takes tens of thousands).
    text: String,
    /// Where each taken name ends in `text` (it starts where the one before ends).
    ends: Vec<usize>,
    /// The taken names (indices into `ends`) with their hashes, by the hash:
    /// growing the table moves each by its stored hash, not by hashing its
    /// name again.
    taken: hashbrown::HashTable<(u64, usize)>,
    /// For a name asked for more than once, the next suffix to try (so many
    /// values wanting one name cost one look-up each, not one per earlier
    /// value).
    suffixes: FastMap<String, u32>,
    max_len: usize,
}

impl NameTable {
    pub fn new(max_len: usize) -> NameTable {
        NameTable { max_len, ..NameTable::default() }
    }

    /// Room for `n` more names: a caller that knows about how many it will
    /// take spares the table its regrowth (each of which rehashes every name).
    pub fn reserve(&mut self, n: usize) {
        self.ends.reserve(n);
        self.text.reserve(8 * n);
        self.taken.reserve(n, |&(hash, _)| hash);
    }

    /// Marks `name` as taken (for names a later step gives out itself).
    pub fn claim(&mut self, name: &str) {
        self.take(name);
    }

    /// `preferred` (an identifier, cut to the maximum length) if free,
    /// else `preferred_<k>`.
    pub fn fresh(&mut self, preferred: &str) -> String {
        let base = cut(preferred, self.max_len);
        if self.take(base) {
            return base.to_string();
        }
        let mut k = self.suffixes.get(base).copied().unwrap_or(1);
        let mut name = String::with_capacity(base.len() + 4);
        let mut digits = String::with_capacity(10);
        loop {
            digits.clear();
            // (`fmt::Write` on a `String` cannot fail.)
            let _ = std::fmt::Write::write_fmt(&mut digits, format_args!("{k}"));
            name.clear();
            name.push_str(cut(base, self.max_len.saturating_sub(digits.len() + 1)));
            name.push('_');
            name.push_str(&digits);
            if self.take(&name) {
                break;
            }
            k += 1;
        }
        self.suffixes.insert(base.to_string(), k + 1);
        name
    }

    /// [`NameTable::fresh`] of a name made for the purpose, which is
    /// returned itself when it is free (no second allocation).
    pub fn fresh_owned(&mut self, preferred: String) -> String {
        if preferred.len() <= self.max_len && self.take(&preferred) {
            return preferred;
        }
        self.fresh(&preferred)
    }

    /// Takes `name`: `false` if it was taken already.
    fn take(&mut self, name: &str) -> bool {
        let hash = name_hash(name);
        let (text, ends) = (&self.text, &self.ends);
        if self.taken.find(hash, |&(h, i)| h == hash && taken_name(text, ends, i) == name).is_some() {
            return false;
        }
        self.text.push_str(name);
        self.ends.push(self.text.len());
        self.taken.insert_unique(hash, (hash, self.ends.len() - 1), |&(h, _)| h);
        true
    }
}

/// Taken name number `i` of a [`NameTable`]'s `text` and `ends`.
fn taken_name<'a>(text: &'a str, ends: &[usize], i: usize) -> &'a str {
    let start = if i == 0 { 0 } else { ends[i - 1] };
    &text[start..ends[i]]
}

/// As `str` hashes (its bytes, then a terminator): one round of the hasher
/// over a short name leaves the low bits, which pick the bucket, to its
/// first bytes alone.
fn name_hash(name: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = super::types::FastHasher::default();
    name.hash(&mut hasher);
    hasher.finish()
}

/// The first `max` bytes of an ASCII name (all of it for anything else).
fn cut(name: &str, max: usize) -> &str {
    name.get(..max.min(name.len())).unwrap_or(name)
}

/// `"text"` with the escapes IGC's disassembler writes (`\n`, `\"`, `\\`,
/// `\xNN` for other bytes that are not printable ASCII), and [`unquote`]
/// reads back.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for b in text.bytes() {
        match b {
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'\r' => out.push_str("\\r"),
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(char::from(b)),
            _ => {
                out.push_str("\\x");
                out.push(char::from(b"0123456789abcdef"[usize::from(b >> 4)]));
                out.push(char::from(b"0123456789abcdef"[usize::from(b & 0xf)]));
            }
        }
    }
    out.push('"');
    out
}

/// The text of a [`quote`]d string at the start of `s`, and the bytes it
/// took; `None` if `s` does not start with one. Bytes that do not form
/// UTF-8 are replaced (`U+FFFD`).
pub fn unquote(s: &str) -> Option<(String, usize)> {
    let body = s.strip_prefix('"')?;
    let mut bytes = Vec::new();
    let mut it = body.bytes().enumerate();
    while let Some((i, b)) = it.next() {
        match b {
            b'"' => return Some((String::from_utf8_lossy(&bytes).into_owned(), i + 2)),
            b'\n' => return None,
            b'\\' => {
                let (_, e) = it.next()?;
                match e {
                    b'n' => bytes.push(b'\n'),
                    b't' => bytes.push(b'\t'),
                    b'r' => bytes.push(b'\r'),
                    b'"' | b'\\' => bytes.push(e),
                    b'x' => {
                        let hi = char::from(it.next()?.1).to_digit(16)?;
                        let lo = char::from(it.next()?.1).to_digit(16)?;
                        bytes.push((hi * 16 + lo) as u8);
                    }
                    _ => return None,
                }
            }
            _ => bytes.push(b),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_are_sorted_and_identifiers() {
        assert!(KEYWORDS.windows(2).all(|w| w[0] < w[1]));
        assert!(KEYWORDS.iter().all(|k| is_ident(k) && (2..64).contains(&k.len())));
    }

    /// The filter in front of the keyword set lets every keyword through,
    /// and [`is_keyword`] answers as the list does.
    #[test]
    fn keyword_filter_keeps_every_keyword() {
        let set = KeywordSet::new();
        for k in KEYWORDS {
            assert!(set.may_contain(k), "{k}");
            assert!(is_keyword(k), "{k}");
        }
        let mut turned_away = 0;
        for name in ["", "s0", "s123", "v0_msg", "adds", "ADD", "add_", "retval", "x", "sample44", "é", "V3"] {
            assert_eq!(is_keyword(name), KEYWORDS.contains(&name), "{name}");
            turned_away += usize::from(!set.may_contain(name));
        }
        assert!(turned_away >= 8, "the filter decides {turned_away} of 12 names alone");
    }

    #[test]
    fn legal_names() {
        let legal = |s: &str| legal_name(s.as_bytes(), MAX_NAME_LEN).map(Cow::into_owned);
        assert_eq!(legal("x"), Some("x".into()));
        assert_eq!(legal("a.b"), Some("a_b".into()));
        assert_eq!(legal("a..b c"), Some("a_b_c".into()));
        assert_eq!(legal("naïve"), Some("na_ve".into()));
        assert_eq!(legal("1x"), Some("_1x".into()));
        assert_eq!(legal("add"), Some("add_".into()));
        assert_eq!(legal("mov"), Some("mov_".into()));
        assert_eq!(legal("V12"), Some("V12_".into()));
        assert_eq!(legal("V40"), Some("V40_".into()));
        assert_eq!(legal("TSS"), Some("TSS_".into()));
        assert_eq!(legal("Vx"), Some("Vx".into()));
        assert_eq!(legal("\n"), Some("_".into()));
        assert_eq!(legal(""), None);
        let long = "a".repeat(100);
        assert_eq!(legal(&long).map(|n| n.len()), Some(MAX_NAME_LEN - 1));
        for raw in ["add", "V3", "x y", "9", "\"", "é", &long] {
            let name = legal(raw).unwrap_or_default();
            assert_eq!(name_problem(&name, MAX_NAME_LEN), None, "{raw:?} -> {name}");
        }
    }

    /// [`is_reserved_shape`]'s dispatch on the first byte answers as its
    /// definition does: a generated shape, a keyword or a predefined name.
    #[test]
    fn reserved_shapes_are_the_definition() {
        let definition = |name: &str| {
            let generated = matches!(name.as_bytes().first(), Some(b'V' | b'P' | b'T' | b'S'))
                && name.len() > 1
                && name[1..].bytes().all(|c| c.is_ascii_digit());
            generated || is_keyword(name) || is_predefined(name)
        };
        let mut names: Vec<String> =
            ["", "V", "V1", "V01", "V32", "Vx", "P0", "P", "T6", "TSS", "TS", "S31", "S", "s12"]
                .into_iter()
                .chain(["v0_msg", "add", "add_", "sample_c", "V1_", "x"])
                .map(String::from)
                .collect();
        names.extend(KEYWORDS.iter().map(|k| k.to_string()));
        for first in ["V", "P", "T", "S", "v", "a", "_"] {
            for rest in ["", "0", "7", "31", "123", "0x", "SS", "_1"] {
                names.push(format!("{first}{rest}"));
            }
        }
        for name in &names {
            assert_eq!(is_reserved_shape(name), definition(name), "{name:?}");
        }
    }

    /// A name `legal_name` borrows (its fast path) is the one the general
    /// rules make of it.
    #[test]
    fn borrowed_legal_names_are_the_general_ones() {
        for raw in ["x", "s12", "v0", "V1", "V1x", "P0", "add", "adds", "_", "a_b", "T5", "S31", "sample4_c", "Zz9"] {
            let legal = legal_name(raw.as_bytes(), MAX_NAME_LEN).expect("named");
            let general = if is_reserved_shape(raw) { format!("{raw}_") } else { raw.to_string() };
            assert_eq!(legal, general, "{raw}");
            assert_eq!(matches!(legal, Cow::Borrowed(_)), legal == raw, "{raw}");
        }
    }

    #[test]
    fn fresh_names_are_unique_and_short() {
        let mut t = NameTable::new(8);
        assert_eq!(t.fresh("x"), "x");
        assert_eq!(t.fresh("x"), "x_1");
        assert_eq!(t.fresh("x_1"), "x_1_1");
        assert_eq!(t.fresh("x"), "x_2");
        assert_eq!(t.fresh("abcdefghij"), "abcdefgh");
        assert_eq!(t.fresh("abcdefghij"), "abcdef_1");
        t.claim("y");
        assert_eq!(t.fresh("y"), "y_1");
    }

    #[test]
    fn many_names_stay_unique_as_the_table_grows() {
        // Enough names for the table to grow many times, half of them asked for twice.
        let mut t = NameTable::new(64);
        let mut given = std::collections::HashSet::new();
        for i in 0..20_000 {
            let preferred = format!("v{}", i / 2);
            let name = t.fresh(&preferred);
            let expected = if i % 2 == 0 { preferred } else { format!("{preferred}_1") };
            assert_eq!(name, expected);
            assert!(given.insert(name));
        }
        assert_eq!(t.fresh("v0"), "v0_2");
    }

    #[test]
    fn quoting_round_trips() {
        for text in ["plain", "a \"q\" b", "back\\slash", "new\nline", "é", "\u{0}\u{7f}"] {
            let quoted = quote(text);
            assert!(quoted.bytes().all(|b| (0x20..0x7f).contains(&b)), "{quoted}");
            assert_eq!(unquote(&format!("{quoted} rest")), Some((text.to_string(), quoted.len())));
        }
        assert_eq!(unquote("\"open"), None);
        assert_eq!(unquote("no"), None);
    }

    /// [`is_predefined`] answers as its definition does (a prefix, then
    /// canonical decimal digits in the prefix's range, or `TSS`) for every
    /// name of up to four bytes over the bytes that matter.
    #[test]
    fn predefined_names_are_the_definition() {
        let definition = |name: &str| {
            let Some((prefix, digits)) = name.split_at_checked(1) else { return false };
            let canonical = !digits.is_empty()
                && digits.len() <= 2
                && digits.bytes().all(|c| c.is_ascii_digit())
                && (digits == "0" || !digits.starts_with('0'));
            match (prefix, digits.parse::<u32>().ok().filter(|_| canonical)) {
                ("V", Some(n)) => n < 32,
                ("T", Some(n)) => n < 6,
                ("P", Some(n)) => n == 0,
                ("S", Some(n)) => n == 31,
                _ => name == "TSS",
            }
        };
        let alphabet = ["V", "T", "P", "S", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "x", "_"];
        let (mut names, mut last) = (vec![String::new()], vec![String::new()]);
        for _ in 0..4 {
            last = last.iter().flat_map(|n| alphabet.iter().map(move |a| format!("{n}{a}"))).collect();
            names.extend(last.iter().cloned());
        }
        assert!(names.len() > 60_000, "{} names", names.len());
        let mut predefined = 0;
        for name in &names {
            assert_eq!(is_predefined(name), definition(name), "{name:?}");
            predefined += usize::from(is_predefined(name));
        }
        // V0..V31, T0..T5, P0, S31, TSS.
        assert_eq!(predefined, 32 + 6 + 1 + 1 + 1);
    }

    /// [`is_ident`]'s byte table answers as the character classes do, for
    /// every byte first and later.
    #[test]
    fn ident_bytes_are_the_classes() {
        let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        for b in 0..0x80u8 {
            let start = b.is_ascii_alphabetic() || b == b'_';
            let (one, after) = (char::from(b).to_string(), format!("a{}", char::from(b)));
            assert_eq!(is_ident(&one), start, "{b:#x}");
            assert_eq!(is_ident(&after), ident(b), "{b:#x}");
        }
        assert!(is_ident("_a9") && !is_ident("9a") && !is_ident("") && !is_ident("naïve"));
    }

    #[test]
    fn predefined_names() {
        for n in ["V0", "V31", "T0", "T5", "P0", "TSS", "S31"] {
            assert!(is_predefined(n), "{n}");
        }
        for n in ["V32", "V07", "T6", "P1", "S30", "v0"] {
            assert!(!is_predefined(n), "{n}");
        }
    }
}
