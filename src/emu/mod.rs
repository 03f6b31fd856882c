//! The vISA emulator: runs a [`Kernel`] on a [`Memory`] and reports the final
//! memory, undefined behaviour it saw, faults, and statistics.
//!
//! Each message is one function in its own file whose doc comment quotes the
//! Semantics block of its page and whose body mirrors it line by line.
