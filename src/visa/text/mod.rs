//! The `.visaasm` text form: [`mod@print`] and [`parse`] (they round-trip).

pub mod parse;
pub mod print;
