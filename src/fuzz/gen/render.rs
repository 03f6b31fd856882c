//! Rendering a [`Case`]: its `.ll` text and its launch spec (TOML).

use super::*;

/// The `.ll` and the launch spec of a case.
pub struct Rendered {
    pub ll: String,
    pub toml: String,
}

pub(super) struct Writer<'a> {
    pub(super) case: &'a Case,
    /// AND each memory operation's mask with the dispatch mask (what the
    /// reference runs in SIMT mode: a channel off at dispatch is a lane off).
    pub(super) dispatch_twin: bool,
    pub(super) params: Vec<String>,
    pub(super) args: Vec<(String, String)>,
    pub(super) body: String,
    pub(super) declares: Vec<String>,
    /// Per operation: its value's name, its i8 address vector (if any), its mask operand.
    pub(super) values: Vec<Option<String>>,
    pub(super) bases: Vec<Option<String>>,
    pub(super) masks: Vec<String>,
    pub(super) next: usize,
    pub(super) uses_surface: bool,
    pub(super) uses_images: bool,
    /// The label of the block being written.
    pub(super) block: String,
    /// `alloca`s (the entry block's first lines, where SROA looks).
    pub(super) prologue: String,
    /// Helper functions the kernel calls.
    pub(super) helpers: Vec<String>,
    /// Per region: a loop's trip count as its exit test reads it.
    pub(super) bounds: Vec<String>,
    /// Per region: the block of a guarded loop's zero-trip test.
    pub(super) guards: Vec<String>,
    /// The operations whose value the kernel reads (an operand, a phi).
    pub(super) read: Vec<usize>,
    /// Per global `Index` operation another derives from: its `<N x i64>`
    /// index, its typed base, element and address space.
    pub(super) indexed: Vec<(usize, String, String, Elem, u32)>,
}

impl Op {
    /// Whether the operation only reads memory (no store, atomic or
    /// prefetch): a load `dead-loads` deletes when its value is unused
    /// (`MemIntrinsicKind::only_reads`, and a `load` the fuzzer never makes volatile).
    pub fn only_reads(&self) -> bool {
        match self {
            Op::Gather(_) => true,
            Op::SvmScattered(g) => !g.write,
            Op::Scatter4(s) => s.gather,
            Op::QwScatter(q) => q.gather,
            Op::Contig(c) => c.is_load(),
            Op::ByteScaled(b) => b.gather,
            Op::Block(b) => b.kind.is_load(),
            Op::Lsc(c) => matches!(c.kind, LscKind::Load | LscKind::LoadMerge),
            _ => false,
        }
    }
}

impl Case {
    pub fn render(&self) -> Rendered {
        // One writer for both: writing the operations is most of the work.
        let w = self.writer(false);
        let toml = self.toml_of(&w);
        Rendered { ll: self.ll_of(w), toml }
    }

    /// The module the reference runs: the same, or in SIMT mode with a
    /// partial dispatch mask, every memory operation's mask ANDed with it.
    pub fn render_reference_ll(&self) -> Option<String> {
        (self.simt && self.dispatch_mask != u32::MAX).then(|| self.render_ll(true))
    }

    pub(super) fn writer(&self, dispatch_twin: bool) -> Writer<'_> {
        let mut w = Writer {
            case: self,
            dispatch_twin,
            params: Vec::new(),
            args: Vec::new(),
            body: String::new(),
            declares: Vec::new(),
            values: Vec::new(),
            bases: Vec::new(),
            masks: Vec::new(),
            next: 0,
            uses_surface: false,
            uses_images: false,
            block: "entry".to_string(),
            prologue: String::new(),
            helpers: Vec::new(),
            bounds: vec![String::new(); self.flow.len()],
            guards: vec![String::new(); self.flow.len()],
            read: Vec::new(),
            indexed: Vec::new(),
        };
        for k in 0..self.ops.len() {
            for (i, r) in self.flow.iter().enumerate().filter(|(_, r)| r.start == k) {
                w.open(i, r.kind);
            }
            w.op(k);
            for (i, r) in self.flow.iter().enumerate().rev().filter(|(_, r)| r.end == k + 1) {
                w.close(i, r);
            }
        }
        w
    }

    /// Per operation: a load whose value the kernel never reads (not
    /// returned, no operand of a later operation, no phi), which the
    /// `dead-loads` pass deletes, so it neither faults nor is refused.
    pub fn unused_loads(&self) -> Vec<bool> {
        let w = self.writer(false);
        (0..self.ops.len()).map(|k| self.ops[k].only_reads() && self.ret != Some(k) && !w.read.contains(&k)).collect()
    }

    /// The operations that reach select and emit: all but [`Self::unused_loads`].
    pub(super) fn surviving_ops(&self) -> Vec<(usize, &Op)> {
        let unused = self.unused_loads();
        self.ops.iter().enumerate().filter(|&(k, _)| !unused[k]).collect()
    }

    pub fn render_ll(&self, dispatch_twin: bool) -> String {
        self.ll_of(self.writer(dispatch_twin))
    }

    pub(super) fn ll_of(&self, mut w: Writer<'_>) -> String {
        let (ret_ty, ret_line) = match self.ret.and_then(|k| Some((k, self.ops.get(k)?.value()?))) {
            Some((k, v)) => {
                let ty = vty(v, self.opaque);
                let name = w.values[k].clone().unwrap_or_default();
                (ty.clone(), format!("  ret {ty} {name}\n"))
            }
            None => ("void".to_string(), "  ret void\n".to_string()),
        };
        let mut out = String::new();
        let _ = writeln!(
            out,
            "; visa-lower fuzz case {}: platform {}{}; {} pointers.",
            self.name,
            self.platform,
            if self.simt { format!(", SIMT (dispatch mask {:#010x})", self.dispatch_mask) } else { String::new() },
            if self.opaque { "opaque" } else { "typed" }
        );
        let _ = writeln!(out, "; Reproduce: visa-lower run FILE.ll --launch FILE.toml --verify");
        let attrs = if self.simt { " #0" } else { "" };
        let _ = writeln!(out, "define {ret_ty} @{KERNEL}({}){attrs} {{\nentry:", w.params.join(", "));
        out.push_str(&w.prologue);
        out.push_str(&w.body);
        out.push_str(&ret_line);
        out.push_str("}\n\n");
        for helper in &w.helpers {
            let _ = writeln!(out, "{helper}");
        }
        w.declares.sort();
        w.declares.dedup();
        for d in &w.declares {
            let _ = writeln!(out, "{d}");
        }
        if self.simt {
            out.push_str("\nattributes #0 = { \"visa-simt\"=\"true\" }\n");
        }
        out
    }

    pub(super) fn toml_of(&self, w: &Writer<'_>) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "# Launch spec of visa-lower fuzz case {}.", self.name);
        let _ = writeln!(out, "kernel = \"{KERNEL}\"\nplatform = \"{}\"", self.platform);
        if self.messages != visa_passes::isa::access::Messages::default_for(self.platform) {
            let _ = writeln!(out, "messages = \"{}\"", self.messages.name());
        }
        if self.endless() {
            let _ = writeln!(out, "budget = {ENDLESS_BUDGET}");
        }
        if self.dispatch_mask != u32::MAX {
            let _ = writeln!(out, "dispatch_mask = {:#010x}", self.dispatch_mask);
        }
        let seed = self.fill_seed;
        let _ = writeln!(out, "\n[slm]\nsize = {SLM_BYTES}\nelement = \"u8\"\nfill = \"random\"\nseed = {seed}");
        for b in 0..2 {
            let _ = writeln!(
                out,
                "\n[[buffer]]\nname = \"buf{b}\"\nsize = {BUFFER_BYTES}\nelement = \"u8\"\nfill = \"random\"\nseed = {}",
                seed + 1 + b
            );
            if let Some(bases) = self.buffer_bases {
                let _ = writeln!(out, "address = {:#x}", bases[b as usize]);
            }
        }
        if w.uses_surface {
            let _ = writeln!(
                out,
                "\n[[surface]]\nname = \"surf\"\nbti = {SURFACE_BTI}\nsize = {SURFACE_BYTES}\nelement = \"u8\"\nfill = \"random\"\nseed = {}",
                seed + 3
            );
        }
        if w.uses_images {
            for (name, bti, img, s) in
                [("img32", IMAGE32_BTI, &self.image32, 4), ("img16", IMAGE16_BTI, &self.image16, 5)]
            {
                let _ = writeln!(
                    out,
                    "\n[[image]]\nname = \"{name}\"\nbti = {bti}\nkind = \"{}\"\nformat = \"{}\"\nwidth = {}\nheight = {}\ndepth = {}\narray_size = {}\nmips = {}\nfill = \"random\"\nseed = {}",
                    img.kind, img.format, img.width, img.height, img.depth, img.array_size, img.mips, seed + s
                );
            }
        }
        out.push_str("\n[args]\n");
        for (name, value) in &w.args {
            let _ = writeln!(out, "{name} = {value}");
        }
        out
    }
}

/// `<N x T>`.
pub(super) fn vty(v: ValTy, opaque: bool) -> String {
    format!("<{} x {}>", v.lanes, v.elem.ir(opaque))
}

/// A lane constant of `elem` in IR syntax.
pub(super) fn lane_const(elem: Elem, bits: u64) -> String {
    match elem {
        Elem::Half => format!("0xH{:04X}", bits as u16),
        Elem::Float => format!("0x{:016X}", f64::from(f32::from_bits(bits as u32)).to_bits()),
        Elem::Double => format!("0x{bits:016X}"),
        Elem::Ptr => "null".to_string(),
        int => {
            let shift = 64 - int.bytes() * 8;
            (((bits << shift) as i64) >> shift).to_string()
        }
    }
}

pub(super) fn const_vec(elem: Elem, lanes: &[u64], opaque: bool) -> String {
    let t = elem.ir(opaque);
    let items: Vec<String> = lanes.iter().map(|&b| format!("{t} {}", lane_const(elem, b))).collect();
    format!("<{}>", items.join(", "))
}

pub(super) fn mask_const(bits: u64, width: usize) -> String {
    let items: Vec<String> =
        (0..width).map(|i| format!("i1 {}", if bits >> i & 1 == 1 { "true" } else { "false" })).collect();
    format!("<{}>", items.join(", "))
}

/// An unsigned launch-spec integer (hex above i64, where TOML needs it).
pub(super) fn toml_uint(v: u64) -> String {
    if v > i64::MAX as u64 {
        format!("0x{v:x}")
    } else {
        v.to_string()
    }
}

/// A lane value in the launch spec.
pub(super) fn toml_lane(elem: Elem, bits: u64) -> String {
    match elem {
        Elem::Half => format!("{:?}", half::f16::from_bits(bits as u16).to_f64()),
        Elem::Float => format!("{:?}", f64::from(f32::from_bits(bits as u32))),
        Elem::Double => format!("{:?}", f64::from_bits(bits)),
        _ => toml_uint(bits),
    }
}

pub(super) fn toml_array(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

impl Writer<'_> {
    pub(super) fn opaque(&self) -> bool {
        self.case.opaque
    }

    /// Starts block `label` (the current one must have ended).
    pub(super) fn start_block(&mut self, label: &str) {
        let _ = writeln!(self.body, "{label}:");
        self.block = label.to_string();
    }

    /// Opens region `i`: a loop's header (its counter's phi names the
    /// latch, known only at [`Writer::close`], by a placeholder), or an
    /// `if`'s branch and first arm.
    pub(super) fn open(&mut self, i: usize, kind: RegionKind) {
        match kind {
            RegionKind::Loop { trips, bound, .. } => {
                self.bounds[i] = self.trip_bound(i, trips, bound);
                let from = self.block.clone();
                let _ = writeln!(self.body, "  br label %loop.{i}");
                self.start_block(&format!("loop.{i}"));
                let _ = writeln!(self.body, "  %t.{i} = phi i32 [ 0, %{from} ], [ %t.next.{i}, %@latch{i}@ ]");
            }
            RegionKind::GuardedLoop { trips, bound, .. } => {
                let n = self.trip_bound(i, trips, bound);
                let from = self.block.clone();
                let _ = writeln!(self.body, "  %none.{i} = icmp eq i32 {n}, 0");
                let _ = writeln!(self.body, "  br i1 %none.{i}, label %exit.{i}, label %loop.{i}");
                self.bounds[i] = n;
                self.guards[i] = from.clone();
                self.start_block(&format!("loop.{i}"));
                let _ = writeln!(self.body, "  %t.{i} = phi i32 [ 0, %{from} ], [ %t.next.{i}, %@latch{i}@ ]");
                // The accumulators' phis, known at `close`.
                let _ = writeln!(self.body, "@carried{i}@");
            }
            RegionKind::If { taken } => {
                let f = self.param("i32", &format!("f{i}"), u32::from(taken).to_string());
                let _ = writeln!(self.body, "  %c.{i} = icmp ne i32 {f}, 0");
                let _ = writeln!(self.body, "  br i1 %c.{i}, label %then.{i}, label %else.{i}");
                self.start_block(&format!("then.{i}"));
            }
            RegionKind::Switch { way } => {
                let w = self.param("i32", &format!("w{i}"), way.to_string());
                let _ = writeln!(
                    self.body,
                    "  switch i32 {w}, label %else.{i} [ i32 0, label %then.{i}\n    i32 1, label %other.{i}\n    i32 2, label %then.{i} ]"
                );
                self.start_block(&format!("then.{i}"));
            }
        }
    }

    /// Loop `i`'s trip count `trips` as its tests read it: the argument
    /// `n<i>` itself, through a private array, or through a helper call.
    fn trip_bound(&mut self, i: usize, trips: u32, bound: Bound) -> String {
        let n = self.param("i32", &format!("n{i}"), trips.to_string());
        match bound {
            Bound::Arg => n,
            Bound::Alloca => {
                let slot = format!("%trips.{i}");
                let _ = writeln!(self.prologue, "  {slot} = alloca [2 x i32]");
                let at = self.fresh("at");
                let array = ptr_ty("[2 x i32]", 0, self.opaque());
                let elem = ptr_ty("i32", 0, self.opaque());
                self.line(&at, &format!("getelementptr [2 x i32], {array} {slot}, i32 0, i32 1"));
                let _ = writeln!(self.body, "  store i32 {n}, {elem} {at}");
                let loaded = self.fresh("n");
                self.line(&loaded, &format!("load i32, {elem} {at}"));
                loaded
            }
            Bound::Call => {
                self.helpers.push(format!(
                    "define internal i32 @trips{i}(i32 %x) {{\nentry:\n  %big = icmp ugt i32 %x, 1000\n  br i1 %big, label %clamp, label %keep\n\nclamp:\n  ret i32 1000\n\nkeep:\n  ret i32 %x\n}}\n"
                ));
                let called = self.fresh("n");
                self.line(&called, &format!("call i32 @trips{i}(i32 {n})"));
                called
            }
        }
    }

    /// Closes region `i`: a loop's count, exit test and back edge; an
    /// `if`'s empty other arm and the join, with a phi for each value made
    /// in the first arm (zero from the other).
    pub(super) fn close(&mut self, i: usize, region: &Region) {
        match region.kind {
            RegionKind::Loop { endless, .. } => {
                let _ = writeln!(self.body, "  %t.next.{i} = add i32 %t.{i}, 1");
                // Endless: the count wraps to 0 only after 2^32 trips, far past any budget.
                let test = if endless {
                    format!("icmp ne i32 %t.next.{i}, 0")
                } else {
                    format!("icmp ult i32 %t.next.{i}, {}", self.bounds[i])
                };
                let _ = writeln!(self.body, "  %go.{i} = {test}");
                let _ = writeln!(self.body, "  br i1 %go.{i}, label %loop.{i}, label %exit.{i}");
                self.body = self.body.replace(&format!("%@latch{i}@"), &format!("%{}", self.block));
                self.start_block(&format!("exit.{i}"));
            }
            RegionKind::GuardedLoop { carries, .. } => self.close_guarded(i, region, carries),
            RegionKind::If { .. } | RegionKind::Switch { .. } => {
                let then_end = self.block.clone();
                let _ = writeln!(self.body, "  br label %join.{i}");
                self.start_block(&format!("else.{i}"));
                let _ = writeln!(self.body, "  br label %join.{i}");
                let mut others = format!("[ zeroinitializer, %else.{i} ]");
                if let RegionKind::Switch { .. } = region.kind {
                    self.start_block(&format!("other.{i}"));
                    let _ = writeln!(self.body, "  br label %join.{i}");
                    others.push_str(&format!(", [ zeroinitializer, %other.{i} ]"));
                }
                self.start_block(&format!("join.{i}"));
                for k in region.start..region.end {
                    let (Some(v), Some(Some(name))) = (self.case.ops[k].value(), self.values.get(k).cloned()) else {
                        continue;
                    };
                    self.read.push(k);
                    let joined = self.fresh("j");
                    let ty = vty(v, self.opaque());
                    self.line(&joined, &format!("phi {ty} [ {name}, %{then_end} ], {others}"));
                    self.values[k] = Some(joined);
                }
            }
        }
    }

    /// Closes guarded loop `i`: each value made in it updates its
    /// accumulator on the last lines of the trip (`Carry`), then the
    /// count, the exit test and the back edge; at the exit, a phi for each
    /// value joining the guard's edge with the last trip, which later
    /// operations read (converted back to the value's type after the phis).
    fn close_guarded(&mut self, i: usize, region: &Region, carries: Carries) {
        let o = self.opaque();
        let guard = self.guards[i].clone();
        let mut header = String::new();
        // Per value: its operation, the exit phi's type, what the guard's
        // edge and the loop bring, and the value's type if converted back.
        let mut exits: Vec<(usize, String, String, String, Option<ValTy>)> = Vec::new();
        for (position, k) in (region.start..region.end).enumerate() {
            let (Some(v), Some(Some(name))) = (self.case.ops[k].value(), self.values.get(k).cloned()) else {
                continue;
            };
            self.read.push(k);
            let int = ValTy { lanes: v.lanes, elem: v.elem.int() };
            let accumulated = v.lanes * v.elem.bytes() as usize <= Carries::ACCUMULATED_BYTES;
            let carry = if accumulated { carries.of(position) } else { Carry::Last };
            if carry == Carry::Last {
                exits.push((k, vty(v, o), "zeroinitializer".to_string(), name, None));
                continue;
            }
            let ty = vty(int, o);
            let lane_bits = |salt: u64| -> Vec<u64> {
                let width_mask = u64::MAX >> (64 - 8 * int.elem.bytes());
                let stream = u64::from(carries.seed) ^ salt;
                (0..v.lanes).map(|lane| super::case_seed(stream, (k * 64 + lane) as u64) & width_mask).collect()
            };
            let start = if carry == Carry::SharedArg {
                let values = toml_array(lane_bits(0).into_iter().map(toml_uint));
                self.param(&ty, &format!("start{i}_{k}"), values)
            } else {
                const_vec(int.elem, &lane_bits(0), o)
            };
            let from_guard = if carry == Carry::Unrelated { const_vec(int.elem, &lane_bits(1), o) } else { start.clone() };
            let acc = self.fresh("a");
            let update = self.fresh("a");
            let _ = writeln!(header, "  {acc} = phi {ty} [ {start}, %{guard} ], [ {update}, %@latch{i}@ ]");
            let bits = if v.elem == int.elem {
                name
            } else {
                let cast = if v.elem == Elem::Ptr { "ptrtoint" } else { "bitcast" };
                let c = self.fresh("c");
                self.line(&c, &format!("{cast} {} {name} to {ty}", vty(v, o)));
                c
            };
            let op = ["add", "xor", "sub"][(super::case_seed(u64::from(carries.seed), k as u64) % 3) as usize];
            self.line(&update, &format!("{op} {ty} {acc}, {bits}"));
            let from_loop = if carry == Carry::Previous { acc } else { update };
            exits.push((k, ty, from_guard, from_loop, (v.elem != int.elem).then_some(v)));
        }
        let _ = writeln!(self.body, "  %t.next.{i} = add i32 %t.{i}, 1");
        let _ = writeln!(self.body, "  %go.{i} = icmp ult i32 %t.next.{i}, {}", self.bounds[i]);
        let _ = writeln!(self.body, "  br i1 %go.{i}, label %loop.{i}, label %exit.{i}");
        let latch = self.block.clone();
        self.body = self.body.replace(&format!("@carried{i}@\n"), &header);
        self.body = self.body.replace(&format!("%@latch{i}@"), &format!("%{latch}"));
        self.start_block(&format!("exit.{i}"));
        let mut joined = Vec::new();
        for (k, ty, from_guard, from_loop, back) in exits {
            let out = self.fresh("j");
            self.line(&out, &format!("phi {ty} [ {from_guard}, %{guard} ], [ {from_loop}, %{latch} ]"));
            joined.push((k, out, ty, back));
        }
        for (k, out, ty, back) in joined {
            let value = match back {
                Some(v) => {
                    let cast = if v.elem == Elem::Ptr { "inttoptr" } else { "bitcast" };
                    let c = self.fresh("c");
                    self.line(&c, &format!("{cast} {ty} {out} to {}", vty(v, o)));
                    c
                }
                None => out,
            };
            self.values[k] = Some(value);
        }
    }

    pub(super) fn fresh(&mut self, stem: &str) -> String {
        self.next += 1;
        // Arguments have no dot: temporaries never collide with them.
        format!("%{stem}.{}", self.next)
    }

    pub(super) fn line(&mut self, name: &str, rhs: &str) {
        let _ = writeln!(self.body, "  {name} = {rhs}");
    }

    pub(super) fn param(&mut self, ty: &str, name: &str, value: String) -> String {
        let full = format!("%{name}");
        if !self.params.iter().any(|p| p.ends_with(&format!(" {full}"))) {
            self.params.push(format!("{ty} {full}"));
            self.args.push((name.to_string(), value));
        }
        full
    }

    /// The scalar base pointer of buffer `buf` in address space `space`.
    pub(super) fn buffer_base(&mut self, buf: u32, space: u32) -> String {
        let ty = ptr_ty("i8", space, self.opaque());
        let name = if space == 0 { format!("flat{buf}") } else { format!("buf{buf}") };
        self.param(&ty, &name, format!("\"@buf{buf}\""))
    }

    pub(super) fn mask_operand(&mut self, k: usize) -> String {
        let op = &self.case.ops[k];
        let (width, mask) = (op.width(), *op.mask());
        let base = match mask.form {
            MaskForm::Const => mask_const(mask.bits, width),
            MaskForm::Arg => {
                let ty = format!("<{width} x i1>");
                self.param(&ty, &format!("m{k}"), toml_uint(mask.bits))
            }
            MaskForm::Same(j) => self.masks.get(j).cloned().unwrap_or_else(|| mask_const(mask.bits, width)),
        };
        self.masks.push(base.clone());
        if !self.dispatch_twin {
            return base;
        }
        let d = self.case.dispatch_mask;
        let dispatch: u64 = (0..width).filter(|i| d >> (i % 32) & 1 == 1).fold(0, |m, i| m | 1 << i);
        let name = self.fresh("dm");
        self.line(&name, &format!("and <{width} x i1> {base}, {}", mask_const(dispatch, width)));
        name
    }

    /// `from` (of type `v`) as `want` lanes of the same count: through an
    /// integer of each side's width (bitcast, ptrtoint, zext/sext/trunc,
    /// inttoptr), then the arithmetic.
    pub(super) fn convert(&mut self, from: &str, v: ValTy, want: Elem, signed: bool, alu: Alu) -> String {
        let n = v.lanes;
        let o = self.opaque();
        let ty = |e: Elem| vty(ValTy { lanes: n, elem: e }, o);
        let mut cur = from.to_string();
        let mut cur_elem = v.elem;
        if cur_elem != want {
            let int = cur_elem.int();
            if cur_elem != int {
                let cast = if cur_elem == Elem::Ptr { "ptrtoint" } else { "bitcast" };
                let name = self.fresh("c");
                self.line(&name, &format!("{cast} {} {cur} to {}", ty(cur_elem), ty(int)));
                cur = name;
                cur_elem = int;
            }
            let target_int = want.int();
            if cur_elem.bytes() != target_int.bytes() {
                let cast = match (cur_elem.bytes() < target_int.bytes(), signed) {
                    (true, true) => "sext",
                    (true, false) => "zext",
                    (false, _) => "trunc",
                };
                let name = self.fresh("c");
                self.line(&name, &format!("{cast} {} {cur} to {}", ty(cur_elem), ty(target_int)));
                cur = name;
                cur_elem = target_int;
            }
        }
        let form = match alu {
            Alu::Form(k, c) => arith::FORMS.get(k).map(|f| (f, c)),
            Alu::None => None,
        };
        if let Some((form, c)) = form.filter(|(f, _)| f.elems.contains(&cur_elem) && !arith::on_floats(f)) {
            cur = self.arith(form, c, &cur, ValTy { lanes: n, elem: cur_elem });
        }
        if cur_elem != want {
            let cast = if want == Elem::Ptr { "inttoptr" } else { "bitcast" };
            let name = self.fresh("c");
            self.line(&name, &format!("{cast} {} {cur} to {}", ty(cur_elem), ty(want)));
            cur = name;
            cur_elem = want;
        }
        if let Some((form, c)) = form.filter(|(f, _)| f.elems.contains(&cur_elem) && arith::on_floats(f)) {
            cur = self.arith(form, c, &cur, ValTy { lanes: n, elem: cur_elem });
        }
        cur
    }

    /// `form` applied to `value` (of type `v`) with the constant `c`.
    pub(super) fn arith(&mut self, form: &arith::Form, c: u64, value: &str, v: ValTy) -> String {
        let o = self.opaque();
        let splat = const_vec(v.elem, &vec![c; v.lanes], o);
        let mangled = format!("v{}{}", v.lanes, v.elem.mangle(o));
        let (rhs, declare) = arith::render(form, value, &vty(v, o), &mangled, &splat);
        self.declares.extend(declare);
        let name = self.fresh("x");
        self.line(&name, &rhs);
        name
    }

    /// An operand of type `<lanes x elem>` from `source`; `arg` names its argument.
    pub(super) fn source(&mut self, source: &Source, elem: Elem, lanes: usize, arg: &str) -> String {
        let o = self.opaque();
        let ty = vty(ValTy { lanes, elem }, o);
        match source {
            Source::Undef => "undef".to_string(),
            Source::Zero => "zeroinitializer".to_string(),
            Source::Const(values) | Source::Arg(values) => {
                // The reducer may narrow an operation: missing lanes are zero.
                let values: Vec<u64> = (0..lanes).map(|i| values.get(i).copied().unwrap_or(0)).collect();
                if matches!(source, Source::Const(_)) && elem != Elem::Ptr {
                    return const_vec(elem, &values, o);
                }
                let vals = toml_array(values.iter().map(|&b| toml_lane(elem, b)));
                self.param(&ty, arg, vals)
            }
            Source::Computed { values, alu } => {
                let value = self.source(&Source::Arg(values.clone()), elem, lanes, arg);
                self.convert(&value, ValTy { lanes, elem }, elem, false, *alu)
            }
            Source::Op { op, signed, alu } => {
                let from = self.case.ops.get(*op).and_then(|o| o.value());
                match (from, self.values.get(*op).cloned().flatten()) {
                    (Some(v), Some(name)) if v.lanes == lanes => {
                        self.read.push(*op);
                        self.convert(&name, v, elem, *signed, *alu)
                    }
                    _ => "zeroinitializer".to_string(),
                }
            }
        }
    }

    /// A per-lane address vector into global buffer `buf` (or SLM), as
    /// `<N x i8*>` (the i8 base for merges) and typed as `elem`.
    pub(super) fn addresses(
        &mut self,
        k: usize,
        space: u32,
        buf: Option<u32>,
        elem: Elem,
        offs: &[i64],
        form: AddrForm,
    ) -> String {
        let o = self.opaque();
        let n = offs.len();
        let i8p = ptr_ty("i8", space, o);
        let elem_ty = elem.ir(o);
        let ep = ptr_ty(&elem_ty, space, o);
        let idx_ty = if space == 3 { "i32" } else { "i64" };
        let base_of = |w: &mut Writer<'_>| match buf {
            Some(b) => w.buffer_base(b, space),
            None => w.param(&i8p, "slm", "0".to_string()),
        };
        // A derived gather of an indexed one: its index plus a splat, as
        // clang writes `a[i + c]` (`gep-offsets` rebases it on the first).
        let size = i64::from(elem.bytes());
        let indexed = match form {
            AddrForm::Derived(j) if self.case.ops[j].width() == n => {
                let delta = offs.first().copied().unwrap_or(0) - first_off(&self.case.ops[j]);
                self.indexed
                    .iter()
                    .find(|x| x.0 == j && x.3 == elem && x.4 == space && delta % size == 0)
                    .map(|x| (x.1.clone(), x.2.clone(), delta / size))
            }
            _ => None,
        };
        let (i8vec, typed) = match form {
            AddrForm::Derived(_) if indexed.is_some() => {
                let (index, typed_base, step) = indexed.unwrap_or_default();
                let lanes = vec![format!("i64 {step}"); n].join(", ");
                let sum = self.fresh("i");
                self.line(&sum, &format!("add <{n} x i64> {index}, <{lanes}>"));
                let name = self.fresh("p");
                self.line(&name, &format!("getelementptr {elem_ty}, {ep} {typed_base}, <{n} x i64> {sum}"));
                (None, Some(name))
            }
            AddrForm::Derived(j) if self.bases.get(j).cloned().flatten().is_some() && self.case.ops[j].width() == n => {
                let base = self.bases[j].clone().unwrap_or_default();
                let delta = offs.first().copied().unwrap_or(0) - first_off(&self.case.ops[j]);
                let name = self.fresh("d");
                self.line(&name, &format!("getelementptr i8, <{n} x {i8p}> {base}, {idx_ty} {delta}"));
                (Some(name), None)
            }
            AddrForm::Index if offs.iter().all(|&x| x % i64::from(elem.bytes()) == 0 && x < WILD) => {
                let base = base_of(self);
                let idx = toml_array(offs.iter().map(|&x| (x / size).to_string()));
                // Pointer-wide where a gather derives from it (see `indexed`).
                let derived = |o: &Op| matches!(o, Op::Gather(g) if g.addr == AddrForm::Derived(k));
                let wide = space != 3 && self.case.ops.iter().any(derived);
                let index_ty = if wide { "i64" } else { "i32" };
                let i = self.param(&format!("<{n} x {index_ty}>"), &format!("i{k}"), idx);
                let typed_base = if o {
                    base
                } else {
                    let name = self.fresh("b");
                    self.line(&name, &format!("bitcast {i8p} {base} to {ep}"));
                    name
                };
                let name = self.fresh("p");
                self.line(&name, &format!("getelementptr {elem_ty}, {ep} {typed_base}, <{n} x {index_ty}> {i}"));
                if wide {
                    self.indexed.push((k, i, typed_base, elem, space));
                }
                (None, Some(name))
            }
            AddrForm::Arg => {
                let vals = match buf {
                    Some(b) => toml_array(offs.iter().map(|&x| {
                        if x >= WILD {
                            toml_uint((0x1_0000_0000 + x) as u64)
                        } else {
                            format!("\"@buf{b}+{x}\"")
                        }
                    })),
                    None => toml_array(offs.iter().map(|&x| toml_uint(x as u64 & 0xffff_ffff))),
                };
                let p = self.param(&format!("<{n} x {ep}>"), &format!("a{k}"), vals);
                (None, Some(p))
            }
            _ => {
                let base = base_of(self);
                let lanes: Vec<String> = offs
                    .iter()
                    .map(|&x| if space == 3 { format!("i32 {}", x as i32) } else { format!("i64 {x}") })
                    .collect();
                let name = self.fresh("b");
                self.line(&name, &format!("getelementptr i8, {i8p} {base}, <{n} x {idx_ty}> <{}>", lanes.join(", ")));
                (Some(name), None)
            }
        };
        match (i8vec, typed) {
            (Some(b), _) => {
                self.bases.push(Some(b.clone()));
                if o {
                    b
                } else {
                    let name = self.fresh("p");
                    self.line(&name, &format!("bitcast <{n} x {i8p}> {b} to <{n} x {ep}>"));
                    name
                }
            }
            (None, Some(p)) => {
                // Merges derive from the i8 form.
                let b = if o {
                    p.clone()
                } else {
                    let name = self.fresh("b");
                    self.line(&name, &format!("bitcast <{n} x {ep}> {p} to <{n} x {i8p}>"));
                    name
                };
                self.bases.push(Some(b));
                p
            }
            (None, None) => {
                self.bases.push(None);
                "zeroinitializer".to_string()
            }
        }
    }

    pub(super) fn surface_operand(&mut self, k: usize, surface: Surface) -> String {
        match surface {
            Surface::Slm => "254".to_string(),
            Surface::Bti => {
                self.uses_surface = true;
                SURFACE_BTI.to_string()
            }
            Surface::Arg => {
                self.uses_surface = true;
                self.param("i32", &format!("s{k}"), "\"@surf\"".to_string())
            }
        }
    }

    /// Offsets into a surface as an `<N x i32>` argument or constant.
    pub(super) fn offsets_i32(&mut self, k: usize, offs: &[i64]) -> String {
        let n = offs.len();
        if k.is_multiple_of(2) {
            let vals = toml_array(offs.iter().map(|&x| toml_uint(x as u64 & 0xffff_ffff)));
            self.param(&format!("<{n} x i32>"), &format!("o{k}"), vals)
        } else {
            let lanes: Vec<u64> = offs.iter().map(|&x| x as u64 & 0xffff_ffff).collect();
            const_vec(Elem::I32, &lanes, false)
        }
    }

    pub(super) fn op(&mut self, k: usize) {
        let o = self.opaque();
        let op = self.case.ops[k].clone();
        let mut value = None;
        match &op {
            Op::Gather(g) => {
                let n = g.width;
                let buf = (g.space != 3).then_some(g.buf);
                let p = self.addresses(k, g.space, buf, g.elem, &g.offs, g.addr);
                let m = self.mask_operand(k);
                let pt = self.source(&g.passthru, g.elem, n, &format!("pt{k}"));
                let elem_ty = g.elem.ir(o);
                let ep = ptr_ty(&elem_ty, g.space, o);
                let pmangle = if o { format!("p{}", g.space) } else { format!("p{}{}", g.space, g.elem.mangle(o)) };
                let name = format!("llvm.masked.gather.v{n}{}.v{n}{pmangle}", g.elem.mangle(o));
                let vt = format!("<{n} x {elem_ty}>");
                self.declares.push(format!("declare {vt} @{name}(<{n} x {ep}>, i32, <{n} x i1>, {vt})"));
                let v = self.fresh("v");
                self.line(
                    &v,
                    &format!("call {vt} @{name}(<{n} x {ep}> {p}, i32 {}, <{n} x i1> {m}, {vt} {pt})", g.align),
                );
                value = Some(v);
            }
            Op::Scatter(s) => {
                let n = s.width;
                let p = match s.addr {
                    AddrForm::Index if s.space == 3 => {
                        // Integer SLM addresses turned into pointers.
                        let vals = toml_array(s.offs.iter().map(|&x| toml_uint(x as u64 & 0xffff_ffff)));
                        let ints = self.param(&format!("<{n} x i32>"), &format!("i{k}"), vals);
                        let ep = ptr_ty(&s.elem.ir(o), 3, o);
                        let name = self.fresh("p");
                        self.line(&name, &format!("inttoptr <{n} x i32> {ints} to <{n} x {ep}>"));
                        let b = if o {
                            name.clone()
                        } else {
                            let b = self.fresh("b");
                            self.line(&b, &format!("bitcast <{n} x {ep}> {name} to <{n} x i8 addrspace(3)*>"));
                            b
                        };
                        self.bases.push(Some(b));
                        name
                    }
                    form if s.space == 3 => self.addresses(k, 3, None, s.elem, &s.offs, form),
                    form => self.addresses(k, s.space, Some(s.buf), s.elem, &s.offs, form),
                };
                let data = self.source(&s.data, s.elem, n, &format!("x{k}"));
                let m = self.mask_operand(k);
                let elem_ty = s.elem.ir(o);
                let ep = ptr_ty(&elem_ty, s.space, o);
                let pmangle = if o { format!("p{}", s.space) } else { format!("p{}{}", s.space, s.elem.mangle(o)) };
                let name = format!("llvm.masked.scatter.v{n}{}.v{n}{pmangle}", s.elem.mangle(o));
                let vt = format!("<{n} x {elem_ty}>");
                self.declares.push(format!("declare void @{name}({vt}, <{n} x {ep}>, i32, <{n} x i1>)"));
                let _ = writeln!(
                    self.body,
                    "  call void @{name}({vt} {data}, <{n} x {ep}> {p}, i32 {}, <{n} x i1> {m})",
                    s.align
                );
            }
            Op::SvmScattered(g) => {
                self.bases.push(None);
                let n = g.width;
                let addrs = match g.addr {
                    AddrForm::Arg => {
                        let vals = toml_array(g.offs.iter().map(|&x| {
                            if x >= WILD {
                                toml_uint((0x1_0000_0000 + x) as u64)
                            } else {
                                format!("\"@buf{}+{x}\"", g.buf)
                            }
                        }));
                        self.param(&format!("<{n} x i64>"), &format!("a{k}"), vals)
                    }
                    _ => {
                        let base = self.buffer_base(g.buf, 1);
                        let i8p = ptr_ty("i8", 1, o);
                        let lanes: Vec<String> = g.offs.iter().map(|x| format!("i64 {x}")).collect();
                        let b = self.fresh("b");
                        self.line(&b, &format!("getelementptr i8, {i8p} {base}, <{n} x i64> <{}>", lanes.join(", ")));
                        let a = self.fresh("a");
                        self.line(&a, &format!("ptrtoint <{n} x {i8p}> {b} to <{n} x i64>"));
                        a
                    }
                };
                let m = self.mask_operand(k);
                let elem = g.elem();
                let lanes = n * g.slots() / elem.bytes() as usize;
                let old = self.source(&g.old, elem, lanes, &format!("old{k}"));
                let vt = format!("<{lanes} x {}>", elem.ir(o));
                if g.write {
                    let name = format!("llvm.genx.svm.scatter.v{n}i1.v{n}i64.v{lanes}{}", elem.mangle(o));
                    self.declares.push(format!("declare void @{name}(<{n} x i1>, i32, <{n} x i64>, {vt})"));
                    let _ = writeln!(
                        self.body,
                        "  call void @{name}(<{n} x i1> {m}, i32 {}, <{n} x i64> {addrs}, {vt} {old})",
                        g.log2_blocks
                    );
                    self.values.push(None);
                    return;
                }
                let name = format!("llvm.genx.svm.gather.v{lanes}{}.v{n}i1.v{n}i64", elem.mangle(o));
                self.declares.push(format!("declare {vt} @{name}(<{n} x i1>, i32, <{n} x i64>, {vt})"));
                let v = self.fresh("v");
                self.line(
                    &v,
                    &format!(
                        "call {vt} @{name}(<{n} x i1> {m}, i32 {}, <{n} x i64> {addrs}, {vt} {old})",
                        g.log2_blocks
                    ),
                );
                value = Some(v);
            }
            Op::Scatter4(s) => {
                self.bases.push(None);
                let n = s.width;
                let m = self.mask_operand(k);
                let surf = self.surface_operand(k, s.surface);
                let offs = self.offsets_i32(k, &s.offs);
                let elem = if s.float { Elem::Float } else { Elem::I32 };
                let lanes = s.data_lanes();
                let data = self.source(&s.data, elem, lanes, &format!("x{k}"));
                let vt = format!("<{lanes} x {}>", elem.ir(o));
                if s.gather {
                    let name = format!("llvm.genx.gather4.scaled.v{lanes}{}.v{n}i1.v{n}i32", elem.mangle(o));
                    self.declares
                        .push(format!("declare {vt} @{name}(<{n} x i1>, i32, i16, i32, i32, <{n} x i32>, {vt})"));
                    let v = self.fresh("v");
                    self.line(
                        &v,
                        &format!(
                            "call {vt} @{name}(<{n} x i1> {m}, i32 {}, i16 0, i32 {surf}, i32 {}, <{n} x i32> {offs}, {vt} {data})",
                            s.channels, s.global_offset
                        ),
                    );
                    self.values.push(Some(v));
                    return;
                }
                let name = format!("llvm.genx.scatter4.scaled.v{n}i1.v{n}i32.v{lanes}{}", elem.mangle(o));
                self.declares.push(format!("declare void @{name}(<{n} x i1>, i32, i16, i32, i32, <{n} x i32>, {vt})"));
                let _ = writeln!(
                    self.body,
                    "  call void @{name}(<{n} x i1> {m}, i32 {}, i16 0, i32 {surf}, i32 {}, <{n} x i32> {offs}, {vt} {data})",
                    s.channels, s.global_offset
                );
            }
            Op::QwScatter(q) => {
                self.bases.push(None);
                let n = q.width;
                let m = self.mask_operand(k);
                let surf = self.surface_operand(k, q.surface);
                let offs = self.offsets_i32(k, &q.offs);
                let elem = if q.double { Elem::Double } else { Elem::I64 };
                let data = self.source(&q.data, elem, n, &format!("x{k}"));
                let vt = format!("<{n} x {}>", elem.ir(o));
                if q.gather {
                    let name = format!("llvm.visa.qw.gather.v{n}{}.v{n}i1.v{n}i32", elem.mangle(o));
                    self.declares.push(format!("declare {vt} @{name}(<{n} x i1>, i32, <{n} x i32>, {vt})"));
                    let v = self.fresh("v");
                    self.line(
                        &v,
                        &format!("call {vt} @{name}(<{n} x i1> {m}, i32 {surf}, <{n} x i32> {offs}, {vt} {data})"),
                    );
                    self.values.push(Some(v));
                    return;
                }
                let name = format!("llvm.visa.qw.scatter.v{n}i1.v{n}i32.v{n}{}", elem.mangle(o));
                self.declares.push(format!("declare void @{name}(<{n} x i1>, i32, <{n} x i32>, {vt})"));
                let _ = writeln!(
                    self.body,
                    "  call void @{name}(<{n} x i1> {m}, i32 {surf}, <{n} x i32> {offs}, {vt} {data})"
                );
            }
            Op::Atomic(a) => {
                self.bases.push(None);
                self.uses_images = true;
                let n = a.width;
                let m = self.mask_operand(k);
                let bti = if a.sixteen { IMAGE16_BTI } else { IMAGE32_BTI };
                let surf = if a.surface_arg {
                    let img = if a.sixteen { "img16" } else { "img32" };
                    self.param("i32", &format!("s{k}"), format!("\"@{img}\""))
                } else {
                    bti.to_string()
                };
                let vt = format!("<{n} x i32>");
                let mut operands = vec![(format!("<{n} x i1>"), m), ("i32".to_string(), surf)];
                if a.op.has_src0() {
                    let s = self.source(&a.src0, Elem::I32, n, &format!("x{k}"));
                    operands.push((vt.clone(), s));
                }
                if a.op.has_src1() {
                    let s = self.source(&a.src1, Elem::I32, n, &format!("y{k}"));
                    operands.push((vt.clone(), s));
                }
                for (c, stem) in ["u", "v", "r", "lod"].iter().enumerate() {
                    if c > 0 && a.zero_coords[c - 1] {
                        operands.push((vt.clone(), "zeroinitializer".to_string()));
                        continue;
                    }
                    let vals = toml_array(a.coords[c].iter().map(|&x| x.to_string()));
                    let p = self.param(&vt, &format!("{stem}{k}"), vals);
                    operands.push((vt.clone(), p));
                }
                let family = match (a.sixteen, a.op) {
                    (true, _) => "llvm.visa.typed.atomic16",
                    (false, AtomicOp::PreDec) => "llvm.visa.typed.atomic",
                    (false, _) => "llvm.genx.typed.atomic",
                };
                let name = format!("{family}.{}.v{n}i32.v{n}i1.v{n}i32", a.op.name());
                let types: Vec<&str> = operands.iter().map(|(t, _)| t.as_str()).collect();
                let args: Vec<String> = operands.iter().map(|(t, v)| format!("{t} {v}")).collect();
                self.declares.push(format!("declare {vt} @{name}({})", types.join(", ")));
                let v = self.fresh("v");
                self.line(&v, &format!("call {vt} @{name}({})", args.join(", ")));
                value = Some(v);
            }
            Op::Contig(c) => value = self.contig_op(k, c),
            Op::Rmw(r) => value = self.rmw_op(r),
            Op::ByteScaled(b) => value = self.byte_scaled_op(k, b),
            Op::Block(b) => value = self.block_op(k, b),
            Op::AddrAtomic(a) => value = self.addr_atomic_op(k, a),
            Op::Lsc(c) => value = self.lsc_op(k, c),
            Op::Fence(f) => value = self.fence_op(k, f),
            Op::Block2d(b) => value = self.block2d_op(k, b),
            Op::TypedQuad(t) => value = self.typed_quad_op(k, t),
        }
        self.values.push(value);
    }
}

/// The byte offset of an operation's first lane (for derived addresses).
pub(super) fn first_off(op: &Op) -> i64 {
    match op {
        Op::Gather(g) => g.offs.first().copied().unwrap_or(0),
        Op::Scatter(s) => s.offs.first().copied().unwrap_or(0),
        _ => 0,
    }
}
