//! Reading LLVM IR: loading a module with positions ([`ir`]), the one list
//! of accepted operations ([`ops`]), the cheap checks before LLVM reads the
//! text ([`prescan`]), what LLVM could not read because it is newer than
//! the build's LLVM ([`newer_ir`]), Intel's vector-compiler argument ABI
//! ([`vc_abi`]), and splitting a large module into parts compiled on
//! separate threads ([`split`], [`mapped`], [`shrinking`]).

pub mod ir;
pub mod kernels;
pub mod locations;
pub mod mapped;
pub mod newer_ir;
pub mod ops;
pub mod prescan;
pub mod shrinking;
pub mod split;
pub mod vc_abi;
