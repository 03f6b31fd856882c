//! Rules the source tree keeps, checked by reading it (no build of the
//! code under test is involved):
//!
//! 1. Every `unsafe` block, `unsafe fn` and `unsafe impl` says why it is
//!    sound, right where it is: a `// SAFETY:` comment (for an `unsafe fn`,
//!    a `# Safety` doc section) on the same line or in the run of comment
//!    and attribute lines directly above it.
//! 2. The modules import down the pipeline (docs/architecture.md, "Layout"):
//!    no circle of files, and no import from a folder into one above it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The trees whose sources the rules cover.
const TREES: [&str; 3] = ["src", "passes/src", "fuzz/fuzz_targets"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn files_of(tree: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(&Path::new(ROOT).join(tree), &mut files);
    files
}

fn relative(path: &Path) -> String {
    path.strip_prefix(ROOT).unwrap_or(path).display().to_string()
}

/// The code of a line: without a `//` comment or the text of string
/// literals (good enough for this tree: no `//` inside a char literal).
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut in_string = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if in_string => {
                chars.next();
            }
            '"' => in_string = !in_string,
            '/' if !in_string && chars.peek() == Some(&'/') => break,
            _ if in_string => {}
            _ => out.push(c),
        }
    }
    out
}

/// Where `unsafe` opens a block, or declares a function or an impl.
fn unsafe_item(code: &str) -> bool {
    let mut rest = code;
    while let Some(at) = rest.find("unsafe") {
        let before = rest[..at].chars().next_back();
        let after = rest[at + 6..].trim_start();
        let word_start = !before.is_some_and(|c| c.is_alphanumeric() || c == '_');
        if word_start && (after.starts_with('{') || after.starts_with("fn ") || after.starts_with("impl")) {
            return true;
        }
        rest = &rest[at + 6..];
    }
    false
}

/// The unsafe blocks, fns and impls with no SAFETY justification, as
/// `file:line: text`.
fn unjustified_unsafe(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let justified = |s: &str| s.contains("SAFETY:") || s.contains("# Safety");
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if !unsafe_item(&code_of(line)) || justified(line) {
            continue;
        }
        let above =
            lines[..i].iter().rev().map(|l| l.trim()).take_while(|l| l.starts_with("//") || l.starts_with("#["));
        if !above.into_iter().any(justified) {
            found.push(format!("{}:{}: {}", relative(file), i + 1, line.trim()));
        }
    }
    found
}

#[test]
fn every_unsafe_says_why_it_is_sound() {
    let found: Vec<String> = TREES.iter().flat_map(|t| files_of(t)).flat_map(|f| unjustified_unsafe(&f)).collect();
    assert!(
        found.is_empty(),
        "{} `unsafe` without a `// SAFETY:` comment (or `# Safety` doc) on its line or the comment lines directly above:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_unsafe_rule_sees_what_it_must() {
    let dir = std::env::temp_dir().join(format!("source_rules_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.rs");
    let source = "fn a() {\n    // SAFETY: justified.\n    unsafe { f() };\n    let x = unsafe { g() };\n    \
                  // SAFETY: trailing ok\n    // more words\n    h(unsafe { f() });\n    \
                  let s = \"unsafe { in a string }\";\n}\nunsafe fn b() {}\n/// # Safety\n/// why\n\
                  #[inline]\nunsafe fn c() {}\nunsafe impl Send for X {}\nfn not_unsafe_name() {}\n";
    std::fs::write(&file, source).unwrap();
    let found = unjustified_unsafe(&file);
    std::fs::remove_dir_all(&dir).unwrap();
    let lines: Vec<&str> = found.iter().map(|f| f.rsplit_once(": ").unwrap().1).collect();
    assert_eq!(lines, ["let x = unsafe { g() };", "unsafe fn b() {}", "unsafe impl Send for X {}"]);
}

// ---- the import graph ------------------------------------------------------

/// One crate's tree: its root (`lib.rs`'s folder) and the layers of its
/// top-level modules, lowest first. A module may import its own layer's
/// modules and those of lower layers, never a higher layer's.
struct Crate {
    dir: &'static str,
    layers: &'static [&'static [&'static str]],
}

/// docs/architecture.md, "Layout": `sys/` imports none of the others;
/// `input/` only `sys/`; `visa/` (the vISA program, its forms and the
/// verifier) only `sys/`; `emit/` `input/` and `visa/`; `exec/` `input/`,
/// `visa/` and `sys/`; `pipeline/` (compile a module, run and compare the
/// engines) uses those; `fuzz/` and `api.rs` (the library's entry) use
/// them all, and `commands/` (what the command line does) uses everything.
/// `diag.rs` and `limits.rs` are read by every layer.
/// `lib.rs` only declares the modules (edges into it are not imports).
const VISA_LOWER: Crate = Crate {
    dir: "src",
    layers: &[
        &["diag", "limits"],
        &["sys"],
        &["input", "visa"],
        &["emit", "exec"],
        &["pipeline"],
        &["api", "fuzz"],
        &["commands"],
    ],
};

/// In `passes/src/`: `isa/` imports nothing, `ir/` only `isa/`,
/// `transforms/` both; `fxhash.rs` is below them all; `diag.rs` (renders
/// the passes' errors at source positions) above them, and `plugin.rs` (the
/// `opt` plugin) on top.
const VISA_PASSES: Crate = Crate {
    dir: "passes/src",
    layers: &[&["fxhash", "diag_kind"], &["isa"], &["ir"], &["transforms"], &["diag"], &["plugin"]],
};

/// Imports that break the order today, each with why; the list may only
/// shrink (an entry no longer needed fails the test).
const KNOWN_UPWARD: &[(&str, &str, &str)] = &[];

/// Circles of files that exist today, each with why; the list may only shrink.
const KNOWN_CIRCLES: &[(&[&str], &str)] = &[];

/// The module path of a file (`src/emit/alu.rs` -> `emit::alu`).
fn module_of(krate: &Crate, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(Path::new(ROOT).join(krate.dir)).unwrap();
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// The file that defines the deepest module of `path` that has one
/// (`["emit", "llvm", "operand"]` -> `src/emit/llvm.rs`); `None` for the
/// crate root.
fn file_of(krate: &Crate, path: &[String]) -> Option<PathBuf> {
    let mut dir = Path::new(ROOT).join(krate.dir);
    let mut found = None;
    for seg in path {
        let (file, sub) = (dir.join(format!("{seg}.rs")), dir.join(seg));
        if file.is_file() {
            found = Some(file);
        } else if sub.join("mod.rs").is_file() {
            found = Some(sub.join("mod.rs"));
        } else {
            break;
        }
        dir = sub;
    }
    found
}

/// The paths a `use` tree names (`a::{b, c::{d, e as f}}` -> `a::b`,
/// `a::c::d`, `a::c::e`).
fn expand_use(tree: &str) -> Vec<String> {
    // A rename (`x as y`) becomes `x@y` before the spaces go, so that a
    // segment holding the letters "as" (`case`, `base`) stays whole.
    let tree = tree.split_whitespace().collect::<Vec<_>>().join(" ").replace(" as ", "@");
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(open) = tree.find('{') else {
        return vec![tree.split('@').next().unwrap_or_default().trim_end_matches("::self").to_string()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let (mut depth, mut start, mut items) = (0, 0, Vec::new());
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items
        .into_iter()
        .filter(|i| !i.is_empty())
        .flat_map(|item| match item {
            "self" => vec![prefix.trim_end_matches("::").to_string()],
            _ => expand_use(item).into_iter().map(|p| format!("{prefix}{p}")).collect(),
        })
        .collect()
}

/// The text without its `#[cfg(test)] mod name { ... }` blocks (braces
/// matched; a brace inside a string or char literal would confuse it, which
/// the tree's test modules do not have at their top level).
fn without_test_modules(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]\nmod ") {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let Some(open) = tail.find(['{', ';']) else { break };
        if tail.as_bytes()[open] == b';' {
            rest = &tail[open + 1..];
            continue;
        }
        let mut depth = 0;
        let mut end = tail.len();
        for (i, c) in tail[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

/// The files one file imports: `use` trees and inline paths starting at
/// `crate::`, `super::` or `self::` (and the `use`d names of the file's
/// own folder). Test modules (`#[cfg(test)] mod ... { }`) are left
/// out: they may reach anywhere.
fn imports_of(krate: &Crate, file: &Path) -> BTreeSet<PathBuf> {
    let text = std::fs::read_to_string(file).unwrap();
    let text = without_test_modules(&text);
    let code: String = text.lines().map(code_of).collect::<Vec<_>>().join("\n");
    let module = module_of(krate, file);
    let mut paths: Vec<String> = Vec::new();
    for statement in code.split(';') {
        let s = statement.trim_start();
        let s = s.strip_prefix("pub(crate) ").or_else(|| s.strip_prefix("pub ")).unwrap_or(s);
        if let Some(tree) = s.strip_prefix("use ") {
            paths.extend(expand_use(tree));
        }
    }
    // Inline paths (`crate::visa::ElemType`, `super::llvm::operand(..)`).
    for root in ["crate::", "super::", "self::"] {
        let mut rest = code.as_str();
        while let Some(at) = rest.find(root) {
            let before = rest[..at].chars().next_back();
            let tail = &rest[at..];
            let end = tail.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(tail.len());
            if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                paths.push(tail[..end].to_string());
            }
            rest = &rest[at + root.len()..];
        }
    }
    let mut out = BTreeSet::new();
    for path in paths {
        let segs: Vec<String> = path.split("::").filter(|s| !s.is_empty()).map(String::from).collect();
        let absolute = match segs.first().map(String::as_str) {
            Some("crate") => segs[1..].to_vec(),
            Some("self") => module.iter().chain(&segs[1..]).cloned().collect(),
            Some("super") => {
                let ups = segs.iter().take_while(|s| *s == "super").count();
                let keep = module.len().saturating_sub(ups);
                module[..keep].iter().chain(&segs[ups..]).cloned().collect()
            }
            // A name `use`d from the file's own folder (`use alu::..` in a mod.rs).
            Some(_) => module.iter().chain(&segs).cloned().collect(),
            None => continue,
        };
        if let Some(target) = file_of(krate, &absolute) {
            if target != file && !target.ends_with("lib.rs") {
                out.insert(target);
            }
        }
    }
    out
}

fn graph(krate: &Crate) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    files_of(krate.dir)
        .into_iter()
        .filter(|f| !f.ends_with("main.rs") && !f.ends_with("lib.rs"))
        .map(|f| {
            let imports = imports_of(krate, &f);
            (f, imports)
        })
        .collect()
}

/// The strongly connected components with more than one file (Tarjan).
fn circles(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct State<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a Path, (usize, usize)>,
        stack: Vec<&'a Path>,
        on_stack: BTreeSet<&'a Path>,
        out: Vec<Vec<PathBuf>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a Path) {
        let n = s.index.len();
        s.index.insert(v, (n, n));
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph.get(v).into_iter().flatten() {
            if !s.index.contains_key(w.as_path()) {
                visit(s, w);
                let low = s.index[w.as_path()].1;
                let e = s.index.get_mut(v).unwrap();
                e.1 = e.1.min(low);
            } else if s.on_stack.contains(w.as_path()) {
                let idx = s.index[w.as_path()].0;
                let e = s.index.get_mut(v).unwrap();
                e.1 = e.1.min(idx);
            }
        }
        if s.index[v].0 == s.index[v].1 {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_path_buf());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.out.push(component);
            }
        }
    }
    let mut s = State { graph, index: BTreeMap::new(), stack: Vec::new(), on_stack: BTreeSet::new(), out: Vec::new() };
    for v in graph.keys() {
        if !s.index.contains_key(v.as_path()) {
            visit(&mut s, v);
        }
    }
    s.out.sort();
    s.out
}

fn layer_of(krate: &Crate, file: &Path) -> Option<usize> {
    let top = module_of(krate, file).into_iter().next()?;
    krate.layers.iter().position(|l| l.contains(&top.as_str()))
}

fn upward_imports(krate: &Crate, graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (from, imports) in graph {
        for to in imports {
            let (a, b) = (layer_of(krate, from), layer_of(krate, to));
            let (a, b) = (a.unwrap_or_else(|| panic!("{}: no layer", relative(from))), b.unwrap());
            let same_top = module_of(krate, from).first() == module_of(krate, to).first();
            // Peers in one layer (emit, exec) are kept apart too.
            if b > a || (b == a && !same_top && krate.layers[a].len() > 1 && a != 0) {
                out.push((relative(from), relative(to)));
            }
        }
    }
    out
}

#[test]
fn imports_run_down_the_pipeline_without_circles() {
    let mut problems = Vec::new();
    let mut upward = Vec::new();
    let mut all_circles = Vec::new();
    for krate in [&VISA_LOWER, &VISA_PASSES] {
        let g = graph(krate);
        upward.extend(upward_imports(krate, &g));
        all_circles.extend(circles(&g).into_iter().map(|c| {
            let mut files: Vec<String> = c.iter().map(|f| relative(f)).collect();
            files.sort();
            files
        }));
    }
    for (from, to) in &upward {
        if !KNOWN_UPWARD.iter().any(|(f, t, _)| f == from && t == to) {
            problems.push(format!("{from} imports {to}, a layer above or beside it"));
        }
    }
    for (from, to, why) in KNOWN_UPWARD {
        if !upward.iter().any(|(f, t)| f == from && t == to) {
            problems.push(format!("known exception {from} -> {to} ({why}) is gone: remove it from KNOWN_UPWARD"));
        }
    }
    if std::env::var_os("SOURCE_RULES_EDGES").is_some() {
        for krate in [&VISA_LOWER, &VISA_PASSES] {
            let g = graph(krate);
            for c in circles(&g) {
                for f in &c {
                    for t in &g[f] {
                        if c.contains(t) {
                            eprintln!("{} -> {}", relative(f), relative(t));
                        }
                    }
                }
                eprintln!();
            }
        }
    }
    for circle in &all_circles {
        if !KNOWN_CIRCLES.iter().any(|(c, _)| c == circle) {
            problems.push(format!("a circle of files: {}", circle.join(" -> ")));
        }
    }
    for (circle, why) in KNOWN_CIRCLES {
        if !all_circles.iter().any(|c| c == circle) {
            problems.push(format!("known circle {} ({why}) is gone: remove it from KNOWN_CIRCLES", circle.join(", ")));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_import_reader_expands_use_trees() {
    assert_eq!(
        expand_use("crate::a::{b, c::{d, e as f}, self}"),
        ["crate::a::b", "crate::a::c::d", "crate::a::c::e", "crate::a"]
    );
    assert_eq!(expand_use("super::llvm::{self, LaneTy}"), ["super::llvm", "super::llvm::LaneTy"]);
    assert_eq!(expand_use("super::gen::case::{Elem as E, base}"), ["super::gen::case::Elem", "super::gen::case::base"]);
    let source = "use a;\n#[cfg(test)]\nmod tests {\n    fn f() { if x { y } }\n}\nfn after() {}\n";
    assert_eq!(without_test_modules(source), "use a;\n\nfn after() {}\n");
    let toy = BTreeMap::from([
        (PathBuf::from("a"), BTreeSet::from([PathBuf::from("b")])),
        (PathBuf::from("b"), BTreeSet::from([PathBuf::from("c")])),
        (PathBuf::from("c"), BTreeSet::from([PathBuf::from("a")])),
        (PathBuf::from("d"), BTreeSet::from([PathBuf::from("a")])),
    ]);
    let p = |s: &str| PathBuf::from(s);
    assert_eq!(circles(&toy), [vec![p("a"), p("b"), p("c")]]);
    let two = BTreeMap::from([
        (p("x"), BTreeSet::from([p("y")])),
        (p("y"), BTreeSet::from([p("x")])),
        (p("z"), BTreeSet::new()),
    ]);
    assert_eq!(circles(&two), [vec![p("x"), p("y")]]);
}

/// The lines of a source file outside its `#[cfg(test)] mod` blocks (each
/// closed by a `}` in column 0, as rustfmt writes them).
fn non_test_lines(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    let (mut count, mut i) = (0, 0);
    while i < lines.len() {
        if lines[i].starts_with("#[cfg(test)]") && lines.get(i + 1).is_some_and(|l| l.starts_with("mod ")) {
            i += 2;
            while i < lines.len() && lines[i] != "}" {
                i += 1;
            }
            i += 1;
            continue;
        }
        count += 1;
        i += 1;
    }
    count
}

/// Files a reader can hold: no source file over 1,500 lines outside its
/// tests, and at most 6 files at the top of `src/` (the rest is in the
/// folders by phase).
#[test]
fn files_stay_small_and_the_top_stays_thin() {
    let mut problems = Vec::new();
    for tree in TREES {
        for file in files_of(tree) {
            let n = non_test_lines(&std::fs::read_to_string(&file).unwrap());
            if n > 1500 {
                problems.push(format!("{} has {n} lines outside its tests (at most 1,500)", relative(&file)));
            }
        }
    }
    let top: Vec<String> = std::fs::read_dir(Path::new(ROOT).join("src"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| relative(&p))
        .collect();
    if top.len() > 6 {
        problems.push(format!("src/ has {} top-level files (at most 6): {top:?}", top.len()));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_line_counter_skips_test_modules() {
    let text = "fn a() {}\n#[cfg(test)]\nmod tests {\n    fn t() {}\n}\nfn b() {}\n";
    assert_eq!(non_test_lines(text), 2);
}
