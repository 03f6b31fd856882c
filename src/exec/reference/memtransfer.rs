//! `llvm.memset`, `llvm.memcpy` and `llvm.memmove` (and their `.inline`
//! forms), as LangRef defines them, on any memory a pointer reaches
//! (private memory, SVM, SLM).
//!
//! * A length of 0 does nothing, whatever the pointers ("If the length is
//!   0, ... no-op"); a poison length, or a poison pointer with a length
//!   above 0, is undefined behaviour, and nothing is written.
//! * `memset` writes the byte `val` `len` times; a poison `val` leaves the
//!   bytes undefined.
//! * `memcpy` requires its two blocks to be equal or not to overlap:
//!   partial overlap is undefined behaviour (reported; the copy is then
//!   made as `memmove` would). `memmove` copies as through a buffer.
//!   Undefined source bytes stay undefined at the destination.
//! * The volatile flag changes nothing for one work-item.

use super::outcome::Space;
use super::state::{Exec, Interp, Stop};
use super::value::{Elem, Value};

/// The most bytes one call moves in the reference (its memory is host
/// memory; a larger length is a limit, not a fault).
const MAX_TRANSFER_BYTES: u64 = 64 << 20;

/// Which of the three a call is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Transfer {
    Set,
    Copy,
    Move,
}

impl Transfer {
    /// The intrinsic `name` calls (`llvm.memset.p0.i64`, `llvm.memcpy.inline...`).
    pub(super) fn of(name: &str) -> Option<Transfer> {
        let base = name.split('.').take(2).collect::<Vec<_>>().join(".");
        match base.as_str() {
            "llvm.memset" => Some(Transfer::Set),
            "llvm.memcpy" => Some(Transfer::Copy),
            "llvm.memmove" => Some(Transfer::Move),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Transfer::Set => "llvm.memset",
            Transfer::Copy => "llvm.memcpy",
            Transfer::Move => "llvm.memmove",
        }
    }

    /// The operands' shape: `(ptr, i8 | ptr, iN len, i1 volatile)`.
    pub(super) fn check(self, args: &[Value]) -> Result<(), String> {
        let what = self.name();
        let pointer = |v: &Value| matches!(v.ty.elem, Elem::Ptr(_)) && v.ty.count() == 1;
        let source_ok = match self {
            Transfer::Set => args.get(1).is_some_and(|v| v.ty.elem == Elem::Int(8) && v.ty.count() == 1),
            Transfer::Copy | Transfer::Move => args.get(1).is_some_and(pointer),
        };
        let len_ok = args.get(2).is_some_and(|v| matches!(v.ty.elem, Elem::Int(_)) && v.ty.count() == 1);
        if args.len() != 4 || !args.first().is_some_and(pointer) || !source_ok || !len_ok {
            return Err(format!(
                "`{what}` takes (ptr dest, {}, iN len, i1 volatile)",
                if self == Transfer::Set { "i8 val" } else { "ptr src" }
            ));
        }
        Ok(())
    }
}

/// The space and address of a pointer lane (poison: `None`).
fn place(v: &Value) -> Option<(Space, u64)> {
    let space = match v.ty.elem {
        Elem::Ptr(super::value::AddrSpace::Local) => Space::Slm,
        _ => Space::Svm,
    };
    v.lane(0).map(|address| (space, address))
}

impl Interp<'_, '_> {
    /// Runs one of the three (`args` checked by [`Transfer::check`]).
    pub(super) fn mem_transfer(&mut self, kind: Transfer, args: &[Value]) -> Exec<()> {
        let what = kind.name();
        kind.check(args).map_err(Stop::Unsupported)?;
        let Some(len) = args[2].lane(0) else {
            self.finding(true, format!("`{what}` of a poison length: undefined behaviour (LangRef)"));
            return Ok(());
        };
        if len == 0 {
            return Ok(());
        }
        if len > MAX_TRANSFER_BYTES {
            return Err(Stop::Exhausted(format!(
                "`{what}` of {len} bytes is above the reference's limit of {MAX_TRANSFER_BYTES} bytes per call"
            )));
        }
        let Some((space, dest)) = place(&args[0]) else {
            self.finding(true, format!("`{what}` to a poison address: undefined behaviour (LangRef)"));
            return Ok(());
        };
        let len = len as usize;
        match kind {
            Transfer::Set => {
                let byte = args[1].lane(0);
                let data = vec![byte.unwrap_or(0) as u8; len];
                self.write_or_fault(space, dest, &data, byte.is_some(), 0, what)
            }
            Transfer::Copy | Transfer::Move => {
                let Some((from_space, src)) = place(&args[1]) else {
                    self.finding(true, format!("`{what}` from a poison address: undefined behaviour (LangRef)"));
                    return Ok(());
                };
                let end = |a: u64| u128::from(a) + len as u128;
                let overlap =
                    from_space == space && src != dest && end(src) > u128::from(dest) && end(dest) > u128::from(src);
                if kind == Transfer::Copy && overlap {
                    self.finding(
                        true,
                        format!(
                            "`{what}` of {len} bytes from {src:#x} to {dest:#x}: the blocks overlap, undefined \
                             behaviour (LangRef: they must be equal or not overlap; `llvm.memmove` allows it)"
                        ),
                    );
                }
                // Read whole first: `memmove`'s buffer.
                let bytes = self.read_or_fault(from_space, src, len, 0, what)?;
                self.write_or_fault(space, dest, &bytes.data, true, 0, what)?;
                for (k, _) in bytes.undefined.iter().enumerate().filter(|(_, &u)| u) {
                    self.mark_undefined(space, dest.wrapping_add(k as u64), 1);
                }
                Ok(())
            }
        }
    }
}
