//! The parser's operands: predicates, execution controls, raw, source,
//! address and destination operands, regions and immediates.

use super::*;

impl<'a> Parser<'a> {
    /// After `(`: `[!]NAME[.any|.all])`.
    pub(super) fn predicate(&mut self) -> PResult<Predicate> {
        let inverse = self.lx.peek()?.is('!');
        if inverse {
            self.lx.next()?;
        }
        let var = self.pred_var()?;
        let mut combine = PredCombine::Sequential;
        if self.lx.peek()?.is('.') {
            self.lx.next()?;
            let c = self.lx.next()?;
            combine = match c.word().map(str::to_ascii_lowercase).as_deref() {
                Some("any") => PredCombine::Any,
                Some("all") => PredCombine::All,
                _ => return Err(c.expected("'any' or 'all' after the predicate")),
            };
        }
        self.punct(')', "to close the predicate")?;
        Ok(Predicate { var, inverse, combine })
    }

    /// `(M1_NM, 16)`; also returns the size token, for messages that
    /// restrict the size.
    pub(super) fn exec(&mut self) -> PResult<(ExecCtrl, Token<'a>)> {
        let bad = |t: Token<'a>| t.expected("exec size like (M1_NM, 16)");
        let open = self.lx.next()?;
        if !open.is('(') {
            return Err(bad(open));
        }
        let m = self.lx.next()?;
        let mask = m.word().and_then(|w| {
            let w = w.to_ascii_uppercase();
            let (offset, no_mask) = match w.strip_suffix("_NM") {
                Some(offset) => (offset, true),
                None => (w.as_str(), false),
            };
            let n: u8 = offset.strip_prefix('M')?.parse().ok()?;
            Some((EmaskOffset::from_index(n.checked_sub(1)?)?, no_mask))
        });
        let Some((offset, no_mask)) = mask else { return Err(bad(m)) };
        let comma = self.lx.next()?;
        if !comma.is(',') {
            return Err(bad(comma));
        }
        let size_tok = self.lx.next()?;
        let size = match size_tok.word().map(parse_uint) {
            Some(Ok(n)) => u32::try_from(n).ok().and_then(ExecSize::from_lanes),
            Some(Err(NumError::Overflow)) => None,
            Some(Err(NumError::Malformed)) | None => return Err(bad(size_tok)),
        };
        let Some(size) = size else {
            return Err(size_tok.err(format!("exec size must be 1, 2, 4, 8, 16 or 32, found {}", size_tok.text)));
        };
        let close = self.lx.next()?;
        if !close.is(')') {
            return Err(bad(close));
        }
        Ok((ExecCtrl::new(size, offset, no_mask), size_tok))
    }

    /// `NAME.OFFSET`, the offset in bytes.
    pub(super) fn raw(&mut self) -> PResult<RawOperand> {
        let var = self.gen_var()?;
        self.punct('.', "and a byte offset after a raw operand's variable, like V33.0")?;
        let (offset, _) = self.int("raw operand offset", 0, u16::MAX)?;
        Ok(RawOperand { var, offset })
    }

    /// `[(-)|(abs)|(-abs)]NAME(row,col)<vs;w,hs>`, a predicate name, a
    /// surface `T6(0)` (a state operand), or an immediate `VALUE:TYPE`.
    pub(super) fn src(&mut self) -> PResult<SrcOperand> {
        let t = self.lx.peek()?;
        if t.is('-') || t.word().is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit())) {
            return self.immediate().map(SrcOperand::Immediate);
        }
        self.lx.next()?;
        let (modifier, name) = match t.is('(') {
            true => (self.modifier()?, self.lx.next()?),
            false => (SrcModifier::None, t),
        };
        if self.at_indirect(name)? {
            let (addr, addr_offset, offset) = self.indirect_start()?;
            self.punct('<', "to open the region <vstride;width,hstride> or <width,hstride>")?;
            let first = self.region_value("vertical stride or width")?;
            let region = if self.lx.peek()?.is(';') {
                self.lx.next()?;
                let width = self.region_value("width")?;
                self.punct(',', "after the width")?;
                let hstride = self.region_value("horizontal stride")?;
                IndirectRegion::Single(Region { vstride: first, width, hstride })
            } else {
                self.punct(',', "after the width of a multi-address region <width,hstride>")?;
                IndirectRegion::Multi { width: first, hstride: self.region_value("horizontal stride")? }
            };
            self.punct('>', "to close the region")?;
            let ty = self.indirect_type()?;
            return Ok(SrcOperand::Indirect { at: Indirect { addr, addr_offset, offset, ty }, region, modifier });
        }
        match self.symbol(name, "variable")? {
            Sym::Var(var) => {
                let (row, col) = self.origin(name)?;
                self.punct('<', "to open the region <vstride;width,hstride>")?;
                let vstride = self.region_value("vertical stride")?;
                self.punct(';', "after the vertical stride")?;
                let width = self.region_value("width")?;
                self.punct(',', "after the width")?;
                let hstride = self.region_value("horizontal stride")?;
                self.punct('>', "to close the region")?;
                Ok(SrcOperand::General { var, row, col, region: Region { vstride, width, hstride }, modifier })
            }
            Sym::Pred(p) if modifier == SrcModifier::None => Ok(SrcOperand::Predicate(p)),
            Sym::Surface(surface) if modifier == SrcModifier::None => {
                Ok(SrcOperand::State(StateOperand { surface, offset: self.state_offset(name)? }))
            }
            Sym::Addr(addr) if modifier == SrcModifier::None => Ok(SrcOperand::Address(self.address_rest(addr, true)?)),
            Sym::Pred(_) | Sym::Surface(_) | Sym::Addr(_) => {
                Err(name.err("source modifiers apply only to general and indirect operands"))
            }
        }
    }

    /// Whether `name` starts an indirect operand: the word `r` before `[`.
    pub(super) fn at_indirect(&mut self, name: Token<'a>) -> PResult<bool> {
        Ok(name.word() == Some("r") && self.lx.peek()?.is('['))
    }

    /// After `r`: `[A(addr_offset), offset]`.
    pub(super) fn indirect_start(&mut self) -> PResult<(AddrVarId, u8, i16)> {
        self.punct('[', "to open an indirect operand r[A0(0),0]")?;
        let name = self.lx.next()?;
        let addr = match self.symbol(name, "address variable")? {
            Sym::Addr(a) => a,
            sym => return Err(Self::wrong_kind(name, sym, "address variable")),
        };
        self.punct('(', &format!("after '{}' (like {}(0))", name.text, name.text))?;
        let (addr_offset, _) = self.int("address offset", 0, u8::MAX)?;
        self.punct(')', "after the address offset")?;
        self.punct(',', "and a byte offset, like r[A0(0),0]")?;
        let negative = self.lx.peek()?.is('-');
        if negative {
            self.lx.next()?;
        }
        let (magnitude, tok) = self.int("indirect byte offset", 0u16, 512)?;
        let offset = if negative { -(magnitude as i16) } else { magnitude as i16 };
        if offset == 512 {
            return Err(tok.err("the indirect byte offset must lie in [-512, 511], found 512"));
        }
        self.punct(']', "to close the indirect operand")?;
        Ok((addr, addr_offset, offset))
    }

    /// `:TYPE` after an indirect operand's region.
    pub(super) fn indirect_type(&mut self) -> PResult<ElemType> {
        self.punct(':', "and the indirect operand's type, like :ud")?;
        let ty_tok = self.lx.next()?;
        ty_tok.word().and_then(ElemType::from_name).ok_or_else(|| {
            let all: Vec<_> = ElemType::ALL.iter().map(|t| t.name()).collect();
            ty_tok.err(format!("unknown type {}; expected one of {}", ty_tok.describe(), all.join(", ")))
        })
    }

    /// After an address variable's name: `(offset)<width>`; the width is
    /// optional for a destination (where it is ignored; 1 when absent).
    pub(super) fn address_rest(&mut self, addr: AddrVarId, is_src: bool) -> PResult<AddressOperand> {
        self.punct('(', "after an address variable (like A0(0)<1>)")?;
        let (offset, _) = self.int("address offset", 0, u8::MAX)?;
        self.punct(')', "after the address offset")?;
        let width = if is_src || self.lx.peek()?.is('<') {
            self.punct('<', "to open the address width, like A0(0)<1>")?;
            let t = self.lx.next()?;
            let width = t
                .word()
                .and_then(|w| w.parse::<u8>().ok())
                .filter(|w| matches!(w, 1 | 2 | 4 | 8 | 16))
                .ok_or_else(|| t.expected("an address width 1, 2, 4, 8 or 16"))?;
            self.punct('>', "to close the address width")?;
            width
        } else {
            1
        };
        Ok(AddressOperand { addr, offset, width })
    }

    /// ADDR_ADD's src0: `&NAME[bytes]` (a general variable or a surface),
    /// an address operand, or a general operand (`&V[bytes]` is one at row 0).
    pub(super) fn addr_add_base(&mut self) -> PResult<SrcOperand> {
        if !self.lx.peek()?.is('&') {
            let t = self.lx.peek()?;
            return match self.src()? {
                a @ (SrcOperand::Address(_) | SrcOperand::General { .. }) => Ok(a),
                _ => Err(t.expected("an address operand (A0(0)<1>), an address &V, &V[bytes], &T, or a variable")),
            };
        }
        self.lx.next()?;
        let name = self.lx.next()?;
        let sym = self.symbol(name, "variable")?;
        let offset = if self.lx.peek()?.is('[') {
            self.lx.next()?;
            let (n, tok) = self.int("address byte offset", 0u64, 31)?;
            self.punct(']', "to close the address byte offset")?;
            Some((n, tok))
        } else {
            None
        };
        match sym {
            Sym::Var(var) => {
                let size = self.kernels.last().and_then(|k| k.var(var)).map_or(1, |v| u64::from(v.ty.size_bytes()));
                let col = match offset {
                    None => 0,
                    Some((n, _)) if n % size == 0 => (n / size) as u8,
                    Some((n, tok)) => {
                        return Err(
                            tok.err(format!("byte offset {n} is not a multiple of the variable's {size}-byte type"))
                        )
                    }
                };
                Ok(SrcOperand::General { var, row: 0, col, region: Region::SCALAR, modifier: SrcModifier::None })
            }
            Sym::Surface(surface) => {
                Ok(SrcOperand::State(StateOperand { surface, offset: offset.map_or(0, |(n, _)| n as u8) }))
            }
            other => Err(Self::wrong_kind(name, other, "general variable or surface")),
        }
    }

    /// After `(`: `-)`, `abs)`, `-abs)` or `~)`.
    pub(super) fn modifier(&mut self) -> PResult<SrcModifier> {
        let t = self.lx.next()?;
        if t.is('~') {
            self.punct(')', "to close the source modifier")?;
            return Ok(SrcModifier::Not);
        }
        let is_abs = |t: &Token| t.word().is_some_and(|w| w.eq_ignore_ascii_case("abs"));
        let m = if t.is('-') {
            match is_abs(&self.lx.peek()?) {
                true => {
                    self.lx.next()?;
                    SrcModifier::NegAbs
                }
                false => SrcModifier::Neg,
            }
        } else if is_abs(&t) {
            SrcModifier::Abs
        } else {
            return Err(t.expected("a source modifier (-), (abs), (-abs) or (~)"));
        };
        self.punct(')', "to close the source modifier")?;
        Ok(m)
    }

    /// `NAME(row,col)<hs>`, a predicate name, or a surface `T6(0)`.
    pub(super) fn dst(&mut self) -> PResult<DstOperand> {
        let name = self.lx.next()?;
        if self.at_indirect(name)? {
            let (addr, addr_offset, offset) = self.indirect_start()?;
            self.punct('<', "to open the destination stride <hstride>")?;
            let hstride = self.region_value("horizontal stride")?;
            self.punct('>', "to close the destination stride")?;
            let ty = self.indirect_type()?;
            return Ok(DstOperand::Indirect { at: Indirect { addr, addr_offset, offset, ty }, hstride });
        }
        match self.symbol(name, "variable")? {
            Sym::Addr(addr) => Ok(DstOperand::Address(self.address_rest(addr, false)?)),
            Sym::Var(var) => {
                let (row, col) = self.origin(name)?;
                self.punct('<', "to open the destination stride <hstride>")?;
                let hstride = self.region_value("horizontal stride")?;
                self.punct('>', "to close the destination stride")?;
                Ok(DstOperand::General { var, row, col, hstride })
            }
            Sym::Pred(p) => Ok(DstOperand::Predicate(p)),
            Sym::Surface(surface) => Ok(DstOperand::State(StateOperand { surface, offset: self.state_offset(name)? })),
        }
    }

    /// `(offset)` after a surface's name in a state operand (`T6(0)`).
    pub(super) fn state_offset(&mut self, name: Token<'a>) -> PResult<u8> {
        self.punct('(', &format!("after surface '{}' (like {}(0))", name.text, name.text))?;
        let (offset, _) = self.int("state operand offset", 0, u8::MAX)?;
        self.punct(')', "after the state operand offset")?;
        Ok(offset)
    }

    /// `(row,col)` after a general operand's name.
    pub(super) fn origin(&mut self, name: Token<'a>) -> PResult<(u8, u8)> {
        self.punct('(', &format!("after '{}' (like {}(0,0))", name.text, name.text))?;
        let (row, _) = self.int("row offset", 0, u8::MAX)?;
        self.punct(',', "after the row offset")?;
        let (col, _) = self.int("column offset", 0, u8::MAX)?;
        self.punct(')', "after the column offset")?;
        Ok((row, col))
    }

    pub(super) fn region_value(&mut self, what: &str) -> PResult<u8> {
        let t = self.lx.next()?;
        let n = match t.word().map(parse_uint) {
            Some(Ok(n)) => Some(n),
            Some(Err(NumError::Overflow)) => None,
            Some(Err(NumError::Malformed)) | None => return Err(t.expected(what)),
        };
        Region::ENCODABLE
            .iter()
            .copied()
            .find(|&v| Some(u64::from(v)) == n)
            .ok_or_else(|| t.err(format!("{what} must be one of 0, 1, 2, 4, 8, 16, 32, found {}", t.text)))
    }

    /// `VALUE:TYPE`.
    pub(super) fn immediate(&mut self) -> PResult<Immediate> {
        let lit = self.lx.run(|rest| !rest.starts_with(|c: char| is_word_char(c) || matches!(c, '.' | '+' | '-')))?;
        self.punct(':', &format!("and a type after the immediate '{}', like 0x10:ud", lit.text))?;
        let ty_tok = self.lx.next()?;
        let ty = ty_tok.word().and_then(ElemType::from_name).ok_or_else(|| {
            let all: Vec<_> = ElemType::ALL.iter().map(|t| t.name()).collect();
            ty_tok.err(format!("unknown type {}; expected one of {}", ty_tok.describe(), all.join(", ")))
        })?;
        let bits = immediate_bits(lit.text, ty).map_err(|m| lit.err(m))?;
        Ok(Immediate { ty, bits })
    }
}

/// The bits of an immediate literal of type `ty` (see the module docs).
pub(super) fn immediate_bits(text: &str, ty: ElemType) -> Result<u64, String> {
    let (negative, magnitude) = match text.strip_prefix('-') {
        Some(m) => (true, m),
        None => (false, text),
    };
    let is_hex = magnitude.starts_with("0x") || magnitude.starts_with("0X");
    if !is_hex && matches!(ty, ElemType::F | ElemType::DF | ElemType::HF | ElemType::BF) {
        let invalid =
            |_| format!("invalid {ty} immediate '{text}': expected a number like 1.5 or raw bits like 0x3fc00000");
        return match ty {
            ElemType::F => text.parse::<f32>().map(|f| u64::from(f.to_bits())).map_err(invalid),
            ElemType::DF => text.parse::<f64>().map(f64::to_bits).map_err(invalid),
            ElemType::HF => text.parse::<f64>().map(|f| round_float(f, 5, 10)).map_err(invalid),
            _ => text.parse::<f64>().map(|f| round_float(f, 8, 7)).map_err(invalid),
        };
    }
    let mask = crate::visa::text::print::type_mask(ty);
    let too_big = || format!("immediate '{text}' does not fit in type {ty}");
    let n = match parse_uint(magnitude) {
        Ok(n) => n,
        Err(NumError::Overflow) => return Err(too_big()),
        Err(NumError::Malformed) => {
            return Err(format!("invalid immediate '{text}': expected a decimal or 0x-hex integer for type {ty}"))
        }
    };
    if negative {
        // Two's complement in the type's width: the magnitude must fit the
        // signed range, i.e. be at most 2^(bits-1) = (mask >> 1) + 1.
        match n <= (mask >> 1) + 1 {
            true => Ok(n.wrapping_neg() & mask),
            false => Err(too_big()),
        }
    } else if n <= mask {
        Ok(n)
    } else {
        Err(too_big())
    }
}

/// Rounds `x` to nearest-even in a binary format with `exp_bits` exponent and
/// `man_bits` mantissa bits (IEEE half: 5, 10; bfloat16: 8, 7), with
/// subnormals, overflow to infinity and a quiet NaN. Returns the bits.
pub(super) fn round_float(x: f64, exp_bits: u32, man_bits: u32) -> u64 {
    let sign = u64::from(x.is_sign_negative()) << (exp_bits + man_bits);
    let inf = ((1u64 << exp_bits) - 1) << man_bits;
    if x.is_nan() {
        return sign | inf | (1 << (man_bits - 1));
    }
    if x.is_infinite() {
        return sign | inf;
    }
    let b = x.abs().to_bits();
    let (e_raw, frac) = ((b >> 52) as i64, b & ((1 << 52) - 1));
    if e_raw == 0 && frac == 0 {
        return sign;
    }
    // |x| = m * 2^e exactly.
    let (m, e) = if e_raw == 0 { (frac, -1074) } else { (frac | 1 << 52, e_raw - 1075) };
    let bias = (1i64 << (exp_bits - 1)) - 1;
    let lead = e + 63 - i64::from(m.leading_zeros()); // floor(log2 |x|)
                                                      // The weight of the result's last mantissa bit; the minimum applies to
                                                      // subnormals.
    let quantum = lead.max(1 - bias) - i64::from(man_bits);
    // quantum > e always: the target has fewer mantissa bits than f64.
    let shift = (quantum - e) as u64;
    let q = if shift >= 64 {
        0 // |x| < 2^(quantum - 10): far below half a quantum
    } else {
        let (q, rem, half) = (m >> shift, m & ((1 << shift) - 1), 1u64 << (shift - 1));
        q + u64::from(rem > half || (rem == half && q & 1 == 1))
    };
    // For a normal result q holds the implicit bit, which adds one to the
    // exponent field; a subnormal that rounds up to 2^man_bits becomes the
    // smallest normal the same way.
    let bits = (((quantum + i64::from(man_bits) + bias - 1) as u64) << man_bits) + q;
    sign | bits.min(inf)
}
