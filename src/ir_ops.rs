//! The LLVM IR operations this tool accepts, as one list.
//!
//! `emit` translates exactly these (and the calls and `ret` it handles
//! itself), its dead-code elimination drops those marked pure when nothing
//! reads them, the reference interpreter accepts exactly these before it
//! runs anything, and both say so in their diagnostics from here. None of
//! them keeps a list of its own.

use inkwell::llvm_sys::LLVMOpcode;

/// One accepted LLVM instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IrOp {
    pub opcode: LLVMOpcode,
    /// As `.ll` files spell it.
    pub name: &'static str,
    /// What `emit` requires beyond the instruction itself, for its
    /// diagnostics (the reference runs every form).
    pub emit_requires: Option<&'static str>,
}

const fn op(opcode: LLVMOpcode, name: &'static str) -> IrOp {
    IrOp { opcode, name, emit_requires: None }
}

/// The instructions, in the order diagnostics list them. Every one is pure
/// (no memory access, no side effect, no trap in the emitted kernel): a
/// result that nothing reads may be left out. Calls and `ret` are handled
/// by each consumer itself.
pub static INSTRUCTIONS: [IrOp; 25] = {
    use LLVMOpcode::*;
    [
        op(LLVMAdd, "add"),
        op(LLVMSub, "sub"),
        op(LLVMMul, "mul"),
        op(LLVMShl, "shl"),
        op(LLVMLShr, "lshr"),
        op(LLVMAShr, "ashr"),
        op(LLVMAnd, "and"),
        op(LLVMOr, "or"),
        op(LLVMXor, "xor"),
        op(LLVMFAdd, "fadd"),
        op(LLVMFSub, "fsub"),
        op(LLVMFMul, "fmul"),
        op(LLVMZExt, "zext"),
        op(LLVMSExt, "sext"),
        op(LLVMTrunc, "trunc"),
        op(LLVMBitCast, "bitcast"),
        op(LLVMPtrToInt, "ptrtoint"),
        op(LLVMIntToPtr, "inttoptr"),
        op(LLVMICmp, "icmp"),
        op(LLVMFCmp, "fcmp"),
        op(LLVMSelect, "select"),
        op(LLVMInsertElement, "insertelement"),
        op(LLVMExtractElement, "extractelement"),
        IrOp { emit_requires: Some("constant indices"), ..op(LLVMShuffleVector, "shufflevector") },
        op(LLVMGetElementPtr, "getelementptr"),
    ]
};

/// The row of an accepted instruction.
pub fn instruction(opcode: LLVMOpcode) -> Option<&'static IrOp> {
    INSTRUCTIONS.iter().find(|o| o.opcode == opcode)
}

/// `add, sub, ...` for a diagnostic; with `emit`, each with what `emit`
/// requires of it (`shufflevector (constant indices)`).
pub fn names(emit: bool) -> String {
    let names: Vec<String> = INSTRUCTIONS
        .iter()
        .map(|o| match o.emit_requires {
            Some(r) if emit => format!("{} ({r})", o.name),
            _ => o.name.to_string(),
        })
        .collect();
    names.join(", ")
}

/// Any opcode as LLVM spells it in `.ll` files.
pub fn opcode_name(opcode: LLVMOpcode) -> &'static str {
    use LLVMOpcode::*;
    match opcode {
        LLVMRet => "ret",
        LLVMBr => "br",
        LLVMSwitch => "switch",
        LLVMIndirectBr => "indirectbr",
        LLVMInvoke => "invoke",
        LLVMUnreachable => "unreachable",
        LLVMCallBr => "callbr",
        LLVMFNeg => "fneg",
        LLVMAdd => "add",
        LLVMFAdd => "fadd",
        LLVMSub => "sub",
        LLVMFSub => "fsub",
        LLVMMul => "mul",
        LLVMFMul => "fmul",
        LLVMUDiv => "udiv",
        LLVMSDiv => "sdiv",
        LLVMFDiv => "fdiv",
        LLVMURem => "urem",
        LLVMSRem => "srem",
        LLVMFRem => "frem",
        LLVMShl => "shl",
        LLVMLShr => "lshr",
        LLVMAShr => "ashr",
        LLVMAnd => "and",
        LLVMOr => "or",
        LLVMXor => "xor",
        LLVMAlloca => "alloca",
        LLVMLoad => "load",
        LLVMStore => "store",
        LLVMGetElementPtr => "getelementptr",
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMPtrToInt => "ptrtoint",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        LLVMICmp => "icmp",
        LLVMFCmp => "fcmp",
        LLVMPHI => "phi",
        LLVMCall => "call",
        LLVMSelect => "select",
        LLVMUserOp1 => "userop1",
        LLVMUserOp2 => "userop2",
        LLVMVAArg => "va_arg",
        LLVMExtractElement => "extractelement",
        LLVMInsertElement => "insertelement",
        LLVMShuffleVector => "shufflevector",
        LLVMExtractValue => "extractvalue",
        LLVMInsertValue => "insertvalue",
        LLVMFreeze => "freeze",
        LLVMFence => "fence",
        LLVMAtomicCmpXchg => "cmpxchg",
        LLVMAtomicRMW => "atomicrmw",
        LLVMResume => "resume",
        LLVMLandingPad => "landingpad",
        LLVMCleanupRet => "cleanupret",
        LLVMCatchRet => "catchret",
        LLVMCatchPad => "catchpad",
        LLVMCleanupPad => "cleanuppad",
        LLVMCatchSwitch => "catchswitch",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_name_their_opcodes() {
        for o in &INSTRUCTIONS {
            assert_eq!(opcode_name(o.opcode), o.name);
            assert_eq!(instruction(o.opcode), Some(o));
        }
        assert_eq!(instruction(LLVMOpcode::LLVMLoad), None);
    }
}
