//! The launch spec: parsing, memory building, argument values and errors.
//! Expected bytes are written out by hand, not computed by the code under test.

use visa_lower::exec::launch::*;
use visa_lower::exec::memory::{ImageFormat, ImageKind, Memory};
use visa_lower::visa::ElemType;
use visa_lower::visa::{Align, GenVar, Input, InputVar, Kernel, SurfaceVar};
use visa_lower::Platform;

fn parse(text: &str) -> Launch {
    Launch::parse("spec.toml", text).unwrap_or_else(|d| panic!("{d}"))
}

fn memory(text: &str) -> Memory {
    parse(text).build_memory().unwrap_or_else(|d| panic!("{d}"))
}

/// The text of the error `build_memory` reports.
fn memory_error(text: &str) -> String {
    // Not `expect_err`: it would print the whole memory.
    match parse(text).build_memory() {
        Ok(_) => panic!("should fail:\n{text}"),
        Err(d) => d.to_string(),
    }
}

fn parse_error(text: &str) -> String {
    Launch::parse("spec.toml", text).expect_err("should fail").to_string()
}

/// The bytes of the single buffer `a`.
fn buffer(text: &str) -> Vec<u8> {
    memory(text).svm.allocation("a").expect("buffer a").bytes.clone()
}

fn u32s(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

const FULL: &str = r#"
kernel = "k"
platform = "xehpg"
dispatch_mask = 0xffff
ub = "error"

[slm]
size = 4096
fill = "iota"
element = "u16"

[[buffer]]
name = "a"
size = 256
fill = "iota"

[[buffer]]
name = "b"
data = [1, 2, 3]
element = "u8"
address = 0x2000_0000

[[surface]]
name = "s"
bti = 3
size = 64
fill = "random"
seed = 7

[[image]]
name = "img"
bti = 4
kind = "2d"
format = "r32_float"
width = 8
height = 4
fill = "iota"

[args]
x = 5
offs = [0, 4, 8, 12]
addrs = { base = "@a", stride = 4 }
p = "@a+16"
image = "@img"
"#;

#[test]
fn full_example_parses() {
    let launch = parse(FULL);
    assert_eq!(launch.kernel.as_deref(), Some("k"));
    assert_eq!(launch.platform, Some(Platform::XeHpg));
    assert_eq!(launch.dispatch_mask, 0xffff);
    assert_eq!(launch.ub, UbPolicy::Error);
    assert_eq!(launch.slm, SlmSpec { size: 4096, element: Element::U16, fill: Fill::Iota });
    assert_eq!(
        launch.buffers,
        vec![
            BufferSpec { name: "a".into(), size: Some(256), address: None, element: Element::U32, fill: Fill::Iota },
            BufferSpec {
                name: "b".into(),
                size: None,
                address: Some(0x2000_0000),
                element: Element::U8,
                fill: Fill::Explicit(vec![Number::Int(1), Number::Int(2), Number::Int(3)]),
            },
        ]
    );
    assert_eq!(
        launch.surfaces,
        vec![SurfaceSpec {
            name: Some("s".into()),
            bti: 3,
            size: Some(64),
            element: Element::U32,
            fill: Fill::Random { seed: 7 }
        }]
    );
    let image = &launch.images[0];
    assert_eq!((image.kind, image.format), (ImageKind::D2, ImageFormat::R32Float));
    assert_eq!((image.width, image.height, image.depth, image.array_size, image.mips), (8, 4, 1, 1, 1));
    // Args keep the order they are written in.
    let names: Vec<&str> = launch.args.keys().map(String::as_str).collect();
    assert_eq!(names, ["x", "offs", "addrs", "p", "image"]);
    assert_eq!(launch.args["x"], ArgValue::Scalar(Scalar::Number(Number::Int(5))));
    assert_eq!(
        launch.args["addrs"],
        ArgValue::Strided { base: Scalar::Ref(Ref { name: "a".into(), offset: 0 }), stride: 4 }
    );
    assert_eq!(launch.args["p"], ArgValue::Scalar(Scalar::Ref(Ref { name: "a".into(), offset: 16 })));

    let memory = launch.build_memory().unwrap();
    assert_eq!(memory.slm.len(), 4096);
    assert_eq!(&memory.slm[..6], [0, 0, 1, 0, 2, 0]);
    assert_eq!(memory.svm.allocation("b").unwrap().bytes, [1, 2, 3]);
    assert_eq!(memory.surfaces[&3].len(), 64);
    let img = &memory.images[&4];
    assert_eq!(img.data.len(), 8 * 4 * 4);
    assert_eq!(&img.data[4..8], 1.0f32.to_le_bytes());
}

#[test]
fn empty_spec_is_the_default_and_runs_a_bare_kernel() {
    let launch = parse("");
    assert_eq!(Launch { source: None, ..launch }, Launch::default());
    let memory = Launch::default().build_memory().unwrap();
    assert_eq!(memory.slm, vec![0; 65536]);
    assert!(memory.svm.allocations().is_empty());
    assert!(memory.surfaces.is_empty() && memory.images.is_empty());
    assert_eq!(Launch::default().dispatch_mask, 0xffff_ffff);
    assert_eq!(Launch::default().ub, UbPolicy::Report);
}

#[test]
fn minimal_buffer_spec() {
    let launch = parse("[[buffer]]\nname = \"a\"\nsize = 8\n");
    assert_eq!(launch.slm.size, 65536);
    assert_eq!(buffer("[[buffer]]\nname = \"a\"\nsize = 8\n"), [0; 8]);
}

#[test]
fn fill_zero() {
    assert_eq!(buffer("[[buffer]]\nname = \"a\"\nsize = 5\nfill = \"zero\""), [0; 5]);
}

#[test]
fn fill_iota_u32_and_partial_last_element() {
    // Size 10: elements 0, 1 and the first two bytes of 2.
    assert_eq!(buffer("[[buffer]]\nname = \"a\"\nsize = 10\nfill = \"iota\""), [0, 0, 0, 0, 1, 0, 0, 0, 2, 0]);
}

#[test]
fn fill_iota_u8_wraps() {
    let bytes = buffer("[[buffer]]\nname = \"a\"\nsize = 258\nfill = \"iota\"\nelement = \"u8\"");
    assert_eq!(&bytes[254..], [254, 255, 0, 1]);
}

#[test]
fn fill_iota_other_elements() {
    let i16s = buffer("[[buffer]]\nname = \"a\"\nsize = 6\nfill = \"iota\"\nelement = \"i16\"");
    assert_eq!(i16s, [0, 0, 1, 0, 2, 0]);
    let u64s = buffer("[[buffer]]\nname = \"a\"\nsize = 16\nfill = \"iota\"\nelement = \"u64\"");
    assert_eq!(u64s, [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    // 0.0, 1.0, 2.0 as f32: 1.0 = 0x3f800000, 2.0 = 0x40000000.
    let f32s = buffer("[[buffer]]\nname = \"a\"\nsize = 12\nfill = \"iota\"\nelement = \"f32\"");
    assert_eq!(f32s, [0, 0, 0, 0, 0, 0, 0x80, 0x3f, 0, 0, 0, 0x40]);
    // 1.0 as f64 = 0x3ff0000000000000.
    let f64s = buffer("[[buffer]]\nname = \"a\"\nsize = 16\nfill = \"iota\"\nelement = \"f64\"");
    assert_eq!(&f64s[8..], [0, 0, 0, 0, 0, 0, 0xf0, 0x3f]);
}

#[test]
fn fill_random_is_splitmix64() {
    let spec = "[[buffer]]\nname = \"a\"\nsize = 64\nfill = \"random\"";
    let bytes = buffer(spec);
    // SplitMix64 seeded with 1 first outputs 0x910a2dec89025cc1 (worked out
    // separately from the published algorithm); a u32 takes its low half.
    assert_eq!(u32s(&bytes)[0], 0x8902_5cc1);
    assert_eq!(bytes, buffer(spec), "same seed, same bytes");
    assert_eq!(buffer(&format!("{spec}\nseed = 1")), bytes, "the default seed is 1");
    assert_ne!(buffer(&format!("{spec}\nseed = 2")), bytes);
    // Seed 7, u8 elements: the low bytes of the first four outputs.
    let u8s = buffer("[[buffer]]\nname = \"a\"\nsize = 4\nfill = \"random\"\nseed = 7\nelement = \"u8\"");
    assert_eq!(u8s, [0xd7, 0x1c, 0x02, 0xcb]);
}

#[test]
fn fill_random_floats_are_in_unit_interval() {
    let bytes = buffer("[[buffer]]\nname = \"a\"\nsize = 4096\nfill = \"random\"\nelement = \"f32\"");
    for c in bytes.chunks_exact(4) {
        let x = f32::from_le_bytes(c.try_into().unwrap());
        assert!((0.0..1.0).contains(&x), "{x}");
    }
}

#[test]
fn fill_explicit() {
    // `data` alone means explicit; the rest is zero.
    assert_eq!(buffer("[[buffer]]\nname = \"a\"\nsize = 12\ndata = [1, 0x0102]"), [1, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0]);
    assert_eq!(
        buffer("[[buffer]]\nname = \"a\"\nsize = 6\nfill = \"explicit\"\ndata = [-1, 2]\nelement = \"i16\""),
        [0xff, 0xff, 2, 0, 0, 0]
    );
    // The size defaults to the data's.
    assert_eq!(buffer("[[buffer]]\nname = \"a\"\ndata = [1.5]\nelement = \"f32\""), 1.5f32.to_le_bytes());
    // 2^64 - 1 is written in hex (TOML integers beyond i64 are accepted).
    assert_eq!(buffer("[[buffer]]\nname = \"a\"\ndata = [0xffff_ffff_ffff_ffff]\nelement = \"u64\""), [0xff; 8]);
}

#[test]
fn fill_pattern() {
    assert_eq!(
        buffer("[[buffer]]\nname = \"a\"\nsize = 7\nfill = \"pattern\"\ndata = [0xaa, 0xbb, 0xcc]\nelement = \"u8\""),
        [0xaa, 0xbb, 0xcc, 0xaa, 0xbb, 0xcc, 0xaa]
    );
}

#[test]
fn fill_errors() {
    assert_eq!(
        memory_error("[[buffer]]\nname = \"a\"\ndata = [1, 256]\nelement = \"u8\""),
        "spec.toml:3:12: error: 256 is out of range (0..=255) for u8\ndata = [1, 256]\n           ^"
    );
    assert_eq!(
        memory_error("[[buffer]]\nname = \"a\"\nsize = 4\ndata = [1, 2]"),
        "spec.toml:4:8: error: 2 values of u32 do not fit in 4 bytes\ndata = [1, 2]\n       ^"
    );
    assert!(memory_error("[[buffer]]\nname = \"a\"\ndata = [1.5]").contains("1.5 is not an integer for u32"));
    assert!(parse_error("[[buffer]]\nname = \"a\"\nsize = 4\nfill = \"iota\"\ndata = [1]")
        .contains("`data` needs fill = \"explicit\" or \"pattern\""));
    assert!(
        parse_error("[[buffer]]\nname = \"a\"\nsize = 4\nseed = 3").contains("`seed` is only for fill = \"random\"")
    );
    assert!(parse_error("[[buffer]]\nname = \"a\"\nsize = 4\nfill = \"pattern\"").contains("this fill needs `data`"));
    assert!(parse_error("[[buffer]]\nname = \"a\"\nsize = 4\nfill = \"ones\"").contains("unknown variant `ones`"));
    assert!(memory_error("[[buffer]]\nname = \"a\"").contains("`size` is missing"));
    assert!(memory_error("[[buffer]]\nname = \"a\"\nsize = 0").contains("the size must not be 0"));
}

#[test]
fn default_and_fixed_addresses() {
    let m = memory(
        "[[buffer]]\nname = \"a\"\nsize = 4\n\
         [[buffer]]\nname = \"b\"\nsize = 4\naddress = 0x2000_0000\n\
         [[buffer]]\nname = \"c\"\nsize = 4\n",
    );
    let base = |n: &str| m.svm.allocation(n).unwrap().base;
    assert_eq!(base("a"), 0x1_0000_0000);
    assert_eq!(base("b"), 0x2000_0000);
    // k is the buffer's index, fixed ones included.
    assert_eq!(base("c"), 0x1_0200_0000);
}

#[test]
fn a_large_buffer_pushes_the_next_default_address() {
    // `a` is 16 MiB + 1: `b` goes to the next 16 MiB boundary past its end.
    let m = memory("[[buffer]]\nname = \"a\"\nsize = 0x100_0001\n[[buffer]]\nname = \"b\"\nsize = 4\n");
    assert_eq!(m.svm.allocation("b").unwrap().base, 0x1_0200_0000);
    // Exactly 16 MiB: still a gap before `b`, so an overrun faults.
    let m = memory("[[buffer]]\nname = \"a\"\nsize = 0x100_0000\n[[buffer]]\nname = \"b\"\nsize = 4\n");
    assert_eq!(m.svm.allocation("b").unwrap().base, 0x1_0200_0000);
}

#[test]
fn overlapping_buffers_are_an_error() {
    assert_eq!(
        memory_error(
            "[[buffer]]\nname = \"a\"\nsize = 0x100\naddress = 0x1000\n\
             [[buffer]]\nname = \"b\"\nsize = 0x10\naddress = 0x10f8\n"
        ),
        "spec.toml:8:11: error: buffer `b` [0x10f8, 0x1108) overlaps buffer `a` [0x1000, 0x1100)\n\
         address = 0x10f8\n          ^"
    );
    // A default address can collide with a fixed one: `b` is buffer 1.
    let e = memory_error(
        "[[buffer]]\nname = \"a\"\nsize = 4\naddress = 0x1_0100_0002\n[[buffer]]\nname = \"b\"\nsize = 4\n",
    );
    assert_eq!(
        e,
        "spec.toml:5:1: error: buffer `b` [0x101000000, 0x101000004) (default address) overlaps buffer `a` [0x101000002, 0x101000006)\n\
         [[buffer]]\n^"
    );
    let e = memory_error("[[buffer]]\nname = \"a\"\nsize = 0x20\naddress = 0xffff_ffff_ffff_fff0\n");
    assert!(e.contains("wraps past 2^64"), "{e}");
}

#[test]
fn names_and_binding_table_indices_are_unique() {
    let e = memory_error("[[buffer]]\nname = \"a\"\nsize = 4\n[[image]]\nname = \"a\"\nbti = 1\nkind = \"1d\"\nformat = \"r32_uint\"\nwidth = 4\n");
    assert_eq!(e, "spec.toml:5:8: error: image `a`: the name is taken by an earlier buffer\nname = \"a\"\n       ^");
    let e = memory_error("[[surface]]\nbti = 1\nsize = 4\n[[surface]]\nbti = 1\nsize = 4\n");
    assert!(e.starts_with("spec.toml:5:7: error: binding-table index 1 is taken by an earlier surface"), "{e}");
    let e = memory_error("[[surface]]\nbti = 254\nsize = 4\n");
    assert!(e.contains("binding-table index 254 is reserved"), "{e}");
    assert!(parse_error("[[buffer]]\nname = \"a+b\"\nsize = 4").contains("`a+b` is not a name"));
}

#[test]
fn size_caps() {
    let e = memory_error("[[buffer]]\nname = \"a\"\nsize = 0x1000_0001\n");
    assert!(e.contains("268435457 bytes is more than the 256 MiB limit"), "{e}");
    let e = memory_error("[slm]\nsize = 0x4000_0000_0000\n");
    assert!(e.starts_with("spec.toml:2:8: error:"), "{e}");
    // Each object is under the cap, together they are not.
    let five: String = (0..5).map(|i| format!("[[buffer]]\nname = \"b{i}\"\nsize = 0x1000_0000\n")).collect();
    assert!(memory_error(&five).contains("the launch needs more than 1024 MiB"));
}

#[test]
fn toml_syntax_error_is_located() {
    assert_eq!(
        parse_error("kernel = \"k\"\n[[buffer]\nname = \"a\"\n"),
        "spec.toml:2:10: error: unclosed array table, expected `]`\n[[buffer]\n         ^"
    );
    assert_eq!(
        parse_error("kernel = \"k\"\ndispatch_mask = = 3\n"),
        "spec.toml:2:17: error: extra `=`, expected nothing\ndispatch_mask = = 3\n                ^"
    );
}

#[test]
fn unknown_key_is_an_error() {
    assert_eq!(
        parse_error("[[buffer]]\nname = \"a\"\nsise = 4\n"),
        "spec.toml:3:1: error: unknown field `sise`, expected one of `name`, `size`, `address`, `fill`, `element`, `data`, `seed`\n\
         sise = 4\n^"
    );
    assert!(parse_error("kernal = \"k\"").contains("unknown field `kernal`"));
    assert!(parse_error("platform = \"gen12\"").contains("unknown platform `gen12`"));
    // Intel's names are the platforms' aliases, in any case (docs/platforms.md).
    assert_eq!(parse("platform = \"PVC\"").platform, Some(visa_lower::Platform::XeHpc));
    assert_eq!(parse("platform = \"dg2\"").platform, Some(visa_lower::Platform::XeHpg));
    assert!(parse_error("dispatch_mask = 0x1_0000_0000").starts_with("spec.toml:1:17: error:"));
    assert!(parse_error("ub = \"ignore\"").contains("unknown variant `ignore`"));
}

fn args_memory(args: &str) -> (Launch, Memory) {
    let launch = parse(&format!(
        "[[buffer]]\nname = \"a\"\nsize = 64\n\
         [[surface]]\nname = \"s\"\nbti = 7\nsize = 16\n\
         [[image]]\nname = \"img\"\nbti = 4\nkind = \"1d\"\nformat = \"r16_uint\"\nwidth = 8\n\
         [args]\n{args}"
    ));
    let memory = launch.build_memory().unwrap();
    (launch, memory)
}

fn arg(args: &str, ty: ElemType, num_elts: u32) -> Result<Option<Vec<u8>>, String> {
    let (launch, memory) = args_memory(args);
    launch.input_bytes("x", ty, num_elts, &memory)
}

fn arg_ok(args: &str, ty: ElemType, num_elts: u32) -> Vec<u8> {
    arg(args, ty, num_elts).unwrap().expect("a value")
}

#[test]
fn scalar_args() {
    assert_eq!(arg_ok("x = 5", ElemType::UD, 1), [5, 0, 0, 0]);
    // A scalar broadcasts to every element.
    assert_eq!(arg_ok("x = 0x0102", ElemType::UW, 3), [2, 1, 2, 1, 2, 1]);
    assert_eq!(arg_ok("x = -2", ElemType::B, 2), [0xfe, 0xfe]);
    assert_eq!(arg_ok("x = -1", ElemType::Q, 1), [0xff; 8]);
    assert_eq!(arg_ok("x = 1.5", ElemType::F, 1), [0, 0, 0xc0, 0x3f]);
    assert_eq!(arg_ok("x = 2", ElemType::DF, 1), [0, 0, 0, 0, 0, 0, 0, 0x40]);
    // Half 1.5 = 0x3e00; 65504 (the largest half) = 0x7bff; bfloat16 1.0 = 0x3f80.
    assert_eq!(arg_ok("x = 1.5", ElemType::HF, 1), [0x00, 0x3e]);
    assert_eq!(arg_ok("x = 65504", ElemType::HF, 1), [0xff, 0x7b]);
    assert_eq!(arg_ok("x = 1.0", ElemType::BF, 1), [0x80, 0x3f]);
    // No entry: the input stays zero.
    assert_eq!(arg("y = 1", ElemType::UD, 1), Ok(None));
}

#[test]
fn vector_args() {
    assert_eq!(arg_ok("x = [1, 2, 3]", ElemType::UW, 4), [1, 0, 2, 0, 3, 0, 0, 0]);
    assert_eq!(
        arg("x = [1, 2, 3]", ElemType::UW, 2),
        Err("argument `x` (uw x 2): 3 values for 2 elements".to_string())
    );
    assert_eq!(
        arg("x = [1, 70000]", ElemType::UW, 2),
        Err("argument `x` (uw x 2): element 1: 70000 is out of range (0..=65535)".to_string())
    );
}

#[test]
fn address_args() {
    let a = 0x1_0000_0000u64;
    assert_eq!(arg_ok("x = \"@a\"", ElemType::UQ, 2), [a.to_le_bytes(), a.to_le_bytes()].concat());
    assert_eq!(arg_ok("x = \"@a+16\"", ElemType::UQ, 1), (a + 16).to_le_bytes());
    assert_eq!(arg_ok("x = \"@a-0x10\"", ElemType::Q, 1), (a - 16).to_le_bytes());
    assert_eq!(
        arg_ok("x = { base = \"@a+8\", stride = 4 }", ElemType::UQ, 3),
        [(a + 8).to_le_bytes(), (a + 12).to_le_bytes(), (a + 16).to_le_bytes()].concat()
    );
    assert_eq!(arg_ok("x = { base = 0, stride = 4 }", ElemType::UD, 3), [0, 0, 0, 0, 4, 0, 0, 0, 8, 0, 0, 0]);
    assert_eq!(arg_ok("x = [\"@a\", 7]", ElemType::UQ, 2), [a.to_le_bytes(), 7u64.to_le_bytes()].concat());
    assert_eq!(
        arg("x = \"@a\"", ElemType::UD, 1),
        Err("argument `x` (ud x 1): 4294967296 is out of range (0..=4294967295); \
             `@a` is a 64-bit address: declare the input uq or q"
            .to_string())
    );
    let e = arg("x = \"@nope\"", ElemType::UQ, 1).unwrap_err();
    assert_eq!(e, "argument `x` (uq x 1): no buffer, surface or image is named `nope` (known: `a`, `s`, `img`)");
    assert!(parse_error("[args]\nx = \"a\"").contains("`a` is not a reference"));
}

#[test]
fn surface_args() {
    let (launch, memory) = args_memory("img = \"@img\"\nsurf = \"@s\"\nraw = 9\nbuf = \"@a\"\nbig = 300");
    assert_eq!(launch.surface_binding("img"), Ok(Some(4)));
    assert_eq!(launch.surface_binding("surf"), Ok(Some(7)));
    assert_eq!(launch.surface_binding("raw"), Ok(Some(9)));
    assert_eq!(launch.surface_binding("none"), Ok(None));
    assert_eq!(
        launch.surface_binding("buf"),
        Err("argument `buf`: `@a` is a buffer, not a surface or image".to_string())
    );
    assert!(launch.surface_binding("big").unwrap_err().contains("binding-table index 0..=255"));
    // As a general input, `@img` is the bti too.
    assert_eq!(launch.input_bytes("img", ElemType::UD, 1, &memory), Ok(Some(vec![4, 0, 0, 0])));
}

#[test]
fn out_of_range_args_are_errors() {
    assert_eq!(
        arg("x = 256", ElemType::UB, 1),
        Err("argument `x` (ub x 1): 256 is out of range (0..=255)".to_string())
    );
    assert_eq!(
        arg("x = -1", ElemType::UD, 1),
        Err("argument `x` (ud x 1): -1 is out of range (0..=4294967295)".to_string())
    );
    assert_eq!(
        arg("x = -129", ElemType::B, 1),
        Err("argument `x` (b x 1): -129 is out of range (-128..=127)".to_string())
    );
    assert_eq!(arg("x = 1.5", ElemType::D, 1), Err("argument `x` (d x 1): 1.5 is not an integer".to_string()));
    assert!(parse_error("[args]\nx = true").contains("expected a number, \"@name\", an array or { base, stride }"));
    assert!(parse_error("[args]\nx = { base = 0, step = 4 }").contains("unknown field `step`"));
}

fn kernel() -> Kernel {
    let mut k = Kernel::new("k");
    for (name, ty, num_elts) in [("x", ElemType::UD, 1), ("offs", ElemType::UD, 16)] {
        let id = k.declare_var(GenVar { name: name.into(), ty, num_elts, align: Align::Grf, alias: None });
        k.inputs.push(Input::user(InputVar::General(id), 0, 4 * num_elts));
    }
    let t = k.declare_surface(SurfaceVar { name: "img".into(), num_elts: 1, v_name: None }).unwrap();
    k.inputs.push(Input::user(InputVar::Surface(t), 0, 4));
    k
}

#[test]
fn unknown_args_are_reported() {
    assert_eq!(parse("[args]\nx = 1\nimg = 3").check_args(&kernel()), Ok(()));
    // At the first unknown argument's line.
    assert_eq!(
        parse("[args]\nx = 1\nofs = [1]\nz = 2").check_args(&kernel()).map_err(|d| d.to_string()),
        Err("spec.toml:3:7: error: unknown arguments `ofs`, `z` for kernel `k`; its inputs are `x` (ud x 1), `offs` (ud x 16), `img` (surface)\nofs = [1]\n      ^"
            .to_string())
    );
    assert_eq!(
        parse("[args]\nz = 2").check_args(&Kernel::new("bare")).map_err(|d| d.to_string()),
        Err("spec.toml:2:5: error: unknown argument `z` for kernel `bare`; it has no inputs\nz = 2\n    ^".to_string())
    );
    // Thousands of them: ten are named, the rest counted.
    let many: String = (0..3000).map(|i| format!("a{i} = 1\n")).collect();
    let message = parse(&format!("[args]\n{many}")).check_args(&kernel()).map_err(|d| d.message);
    let expected: Vec<String> = (0..10).map(|i| format!("`a{i}`")).collect();
    assert_eq!(
        message,
        Err(format!(
            "unknown arguments {} and 2990 more for kernel `k`; its inputs are `x` (ud x 1), `offs` (ud x 16), `img` (surface)",
            expected.join(", ")
        ))
    );
    let launch = parse("[args]\nx = 1\nz = 2");
    assert_eq!(launch.arg_diagnostic("z", "bad").to_string(), "spec.toml:3:5: error: bad\nz = 2\n    ^");
}

fn image_bytes(spec: &str) -> usize {
    memory(&format!("[[image]]\nname = \"i\"\nbti = 0\n{spec}")).images[&0].data.len()
}

#[test]
fn image_sizes_with_mips() {
    // 2D 8x4, 3 levels: 8x4 + 4x2 + 2x1 = 42 texels of 4 bytes.
    assert_eq!(image_bytes("kind = \"2d\"\nformat = \"r32_uint\"\nwidth = 8\nheight = 4\nmips = 3"), 42 * 4);
    // 3D 4x4x4, 3 levels: 64 + 8 + 1 texels of 2 bytes.
    assert_eq!(image_bytes("kind = \"3d\"\nformat = \"r16_sint\"\nwidth = 4\nheight = 4\ndepth = 4\nmips = 3"), 73 * 2);
    // 2D array 4x2 of 3 slices, 2 levels: the array size does not shrink, (8 + 2) * 3 texels.
    assert_eq!(
        image_bytes("kind = \"2d_array\"\nformat = \"r32_float\"\nwidth = 4\nheight = 2\narray_size = 3\nmips = 2"),
        30 * 4
    );
    // 1D 5, 3 levels: 5 + 2 + 1.
    assert_eq!(image_bytes("kind = \"1d\"\nformat = \"r16_uint\"\nwidth = 5\nmips = 3"), 8 * 2);
}

#[test]
fn image_fill_uses_the_format() {
    let m = memory("[[image]]\nname = \"i\"\nbti = 0\nkind = \"1d\"\nformat = \"r16_sint\"\nwidth = 3\ndata = [-1, 2]");
    assert_eq!(m.images[&0].data, [0xff, 0xff, 2, 0, 0, 0]);
    let m = memory(
        "[[image]]\nname = \"i\"\nbti = 0\nkind = \"1d\"\nformat = \"r16_uint\"\nwidth = 4\nmips = 2\nfill = \"iota\"",
    );
    // Iota runs over every level: 4 texels of level 0, then 2 of level 1.
    assert_eq!(m.images[&0].data, [0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0]);
}

#[test]
fn image_errors() {
    let e =
        memory_error("[[image]]\nname = \"i\"\nbti = 0\nkind = \"1d\"\nformat = \"r32_uint\"\nwidth = 4\nheight = 2\n");
    assert_eq!(e, "spec.toml:1:1: error: image `i`: height must be 1 for 1D kinds, at least 1 otherwise\n[[image]]\n^");
    assert!(parse_error("[[image]]\nname = \"i\"\nbti = 0\nkind = \"4d\"\nformat = \"r32_uint\"\nwidth = 4")
        .contains("unknown image kind `4d`; expected one of 1d, 1d_array, 2d, 2d_array, 3d"));
    assert!(parse_error("[[image]]\nname = \"i\"\nbti = 0\nkind = \"2d\"\nformat = \"rgba8\"\nwidth = 4")
        .contains("unknown image format `rgba8`"));
    let e = memory_error(
        "[[image]]\nname = \"i\"\nbti = 0\nkind = \"2d\"\nformat = \"r32_uint\"\nwidth = 0x10000\nheight = 0x10000\n",
    );
    assert!(e.contains("larger than 256 MiB"), "{e}");
}

#[test]
fn a_spec_built_in_code_reports_without_location() {
    let launch = Launch {
        buffers: vec![BufferSpec {
            name: "a".into(),
            size: None,
            address: None,
            element: Element::U32,
            fill: Fill::Zero,
        }],
        ..Launch::default()
    };
    assert_eq!(
        launch.build_memory().unwrap_err().to_string(),
        "error: buffer[0]: `size` is missing (give `size`, or `data` to size it by)"
    );
}

proptest::proptest! {
    /// Any text (mutated from a valid spec, so that it gets past the TOML
    /// parser often) parses or fails with a diagnostic; never a panic.
    #[test]
    fn never_panics(cut in 0..FULL.len(), junk in "[\\[\\]=\"@+0-9a-z_ \n.-]{0,12}") {
        let text = format!("{}{junk}{}", &FULL[..cut], &FULL[cut..]);
        if let Ok(launch) = Launch::parse("p.toml", &text) {
            if let Ok(memory) = launch.build_memory() {
                for name in launch.args.keys() {
                    for ty in ElemType::ALL {
                        let _ = launch.input_bytes(name, ty, 16, &memory);
                    }
                    let _ = launch.surface_binding(name);
                }
            }
        }
    }
}

/// The SLM a launch gives must fit the platform's (the platform table's
/// `slm_bytes`: 64 KiB on gen9 and xelp, 128 KiB on xehpg and xehpc).
#[test]
fn slm_larger_than_the_platform_has_is_refused_at_its_size() {
    let spec = parse("[slm]\nsize = 131072\n");
    for p in [Platform::XeHpg, Platform::XeHpc] {
        assert!(spec.check_platform(p).is_ok(), "{p}");
    }
    for p in [Platform::Gen9, Platform::XeLp] {
        let e = spec.check_platform(p).expect_err("more SLM than the platform has").to_string();
        assert!(e.starts_with("spec.toml:2:8: error: 131072 bytes of SLM is more than"), "{e}");
        assert!(e.contains(&format!("{p} has: 64 KiB (IGC GenX.td")), "{e}");
    }
    assert!(parse("").check_platform(Platform::Gen9).is_ok(), "the default, 64 KiB, fits every platform");
    assert!(parse("[slm]\nsize = 131073\n").check_platform(Platform::XeHpc).is_err());
}

/// `[thread]`: each key defaults to thread 0 of a one-thread group, group
/// 0 of one; an id must be below its size, a size or count at least 1,
/// a local size at most 65536 (a local id is a word); unknown keys and
/// wrong shapes are errors at their line.
#[test]
fn thread_coordinates() {
    assert_eq!(
        parse("").thread,
        ThreadSpec { local_id: [0; 3], local_size: [1; 3], group_id: [0; 3], group_count: [1; 3] }
    );
    let t = parse(
        "[thread]\nlocal_id = [1, 0, 2]\nlocal_size = [2, 1, 3]\ngroup_id = [9, 0, 0]\ngroup_count = [10, 1, 1]\n",
    );
    assert_eq!(
        t.thread,
        ThreadSpec { local_id: [1, 0, 2], local_size: [2, 1, 3], group_id: [9, 0, 0], group_count: [10, 1, 1] }
    );
    let e = parse_error("[thread]\nlocal_id = [1, 0, 0]\n");
    assert!(e.contains("spec.toml:1:1") && e.contains("local_id x is 1 but local_size x is 1"), "{e}");
    let e = parse_error("[thread]\ngroup_id = [0, 3, 0]\ngroup_count = [1, 3, 1]\n");
    assert!(e.contains("group_id y is 3 and group_count y is 3"), "{e}");
    let e = parse_error("[thread]\nlocal_size = [1, 1, 0]\n");
    assert!(e.contains("local_size z is 0; it must be 1..=65536"), "{e}");
    let e = parse_error("[thread]\nlocal_size = [65537, 1, 1]\n");
    assert!(e.contains("local_size x is 65537"), "{e}");
    let e = parse_error("[thread]\nlocal_id = [0, 0]\n");
    assert!(e.contains("spec.toml:2:12"), "{e}");
    let e = parse_error("[thread]\nlane_id = [0, 0, 0]\n");
    assert!(e.contains("unknown field `lane_id`"), "{e}");
}
