//! Kernels with control flow (testdata/flow): each is verified against the
//! reference on every platform (the values in each `.toml` comment are
//! worked out by hand, and the reference's returned value is checked against
//! them here), and a loop that never ends is out of budget in every engine.

use std::process::Command;

const PLATFORMS: [&str; 4] = ["gen9", "xelp", "xehpg", "xehpc"];

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_visa-lower"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("runs");
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Each kernel's returned bytes by the reference, then `run --verify` on every platform.
#[test]
fn flow_kernels_verify_on_every_platform() {
    // Rows the reference prints: the returned value (`00000000:`) or a buffer's bytes.
    let cases: [(&str, &[&str]); 6] = [
        ("loop_gather_sum", &["00000000: 1b 00 00 00 1e 00 00 00 21 00 00 00 24 00 00 00"]), // 27 + 3l
        ("if_else_gather", &["00000000: 28 00 00 00 1e 00 00 00 14 00 00 00 0a 00 00 00"]),  // 40, 30, 20, 10
        ("phi_swap", &["00000000: 07 00 00 00 09 00 00 00 09 00 00 00"]),                    // 7, 9, 9
        (
            "if_else_scatter",
            &[
                "100000000: 09 00 00 00 09 00 00 00 09 00 00 00 09 00 00 00", // a kept
                "101000000: 02 00 00 00 04 00 00 00 06 00 00 00 08 00 00 00", // b = 2v
            ],
        ),
        (
            "switch_store",
            &[
                "100000000: 0b 00 00 00 0c 00 00 00 0d 00 00 00 0e 00 00 00", // v + 10
                "00000000: 64 00 00 00",                                      // 100
            ],
        ),
        ("nested_loops", &["00000000: 24 04 00 00 2a 04 00 00 30 04 00 00 36 04 00 00"]), // 1060 + 6l
    ];
    for (name, rows) in cases {
        let (ll, toml) = (format!("testdata/flow/{name}.ll"), format!("testdata/flow/{name}.toml"));
        let (code, out) = run(&["run", &ll, "--launch", &toml, "--engine", "reference"]);
        assert_eq!(code, Some(0), "{out}");
        for row in rows {
            assert!(out.contains(&format!("  {row}")), "{name}: {row} in {out}");
        }
        for platform in PLATFORMS {
            let (code, out) = run(&["run", &ll, "--launch", &toml, "--verify", "--platform", platform]);
            assert_eq!(code, Some(0), "{name} on {platform}: {out}");
            assert!(out.contains("verification against the reference: passed"), "{name} on {platform}: {out}");
        }
    }
}

/// A loop that never ends (its exit condition is never true). It lives
/// here, not in testdata/, whose kernels must all verify.
const ENDLESS: &str = "
define i32 @endless(i32 %x) {
entry:
  br label %spin

spin:
  %i = phi i32 [ %x, %entry ], [ %j, %spin ]
  %j = or i32 %i, 1
  %stop = icmp eq i32 %j, 0
  br i1 %stop, label %out, label %spin

out:
  ret i32 %j
}
";

/// The endless loop: the reference and the emulator stop at their budgets
/// (exit 1, never a hang); verification calls the case not verifiable.
#[test]
fn an_endless_loop_is_out_of_budget() {
    let dir = std::env::temp_dir().join(format!("visa-lower-flow-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (ll, toml) = (dir.join("endless.ll"), dir.join("endless.toml"));
    std::fs::write(&ll, ENDLESS).expect("writes");
    std::fs::write(&toml, "kernel = \"endless\"\nbudget = 10000\n\n[args]\nx = 4\n").expect("writes");
    let (ll, toml) = (ll.to_string_lossy().into_owned(), toml.to_string_lossy().into_owned());
    let args = ["run", ll.as_str(), "--launch", toml.as_str()];
    let (code, out) = run(&[&args[..], &["--engine", "reference"]].concat());
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("kernel endless (reference): out of budget"), "{out}");
    assert!(out.contains("executed 10000 IR instructions"), "{out}");
    let (code, out) = run(&[&args[..], &["--verify", "--platform", "xehpg"]].concat());
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("kernel endless on xehpg: out of budget"), "{out}");
    assert!(out.contains("executed 640000 instructions"), "{out}");
    assert!(out.contains("verification against the reference: not verifiable"), "{out}");
}

/// The emitted labels and jumps of the loop: one label per block, the exit
/// test as a predicated scalar jmp to the back edge's copies.
#[test]
fn loop_labels_and_jumps() {
    let (code, out) = run(&["compile", "testdata/flow/loop_gather_sum.ll", "--platform", "xehpg", "-o", "-"]);
    assert_eq!(code, Some(0), "{out}");
    let body: Vec<&str> = out
        .lines()
        .map(str::trim)
        .filter(|l| l.ends_with(':') || l.contains("jmp") || l.starts_with("cmp") || l.starts_with("ret"))
        .collect();
    assert_eq!(
        body,
        [
            "entry:",
            "loop:",
            "cmp.lt (M1_NM, 32) P1 i_next(0,0)<0;1,0> n(0,0)<0;1,0>",
            "(P1) jmp (M1, 1) edge",
            "jmp (M1, 1) done",
            "edge:",
            "jmp (M1, 1) loop",
            "done:",
            "ret (M1, 1)",
        ]
    );
}
