//! vISA element types, shared by the message table (`messages.rs`) and the
//! vISA model of the main crate.

use std::fmt;

/// A vISA element type (vISA spec, Data Types chapter: "Fundamental Data Types").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElemType {
    UD,
    D,
    UW,
    W,
    UB,
    B,
    DF,
    F,
    V,
    VF,
    Bool,
    UQ,
    UV,
    Q,
    HF,
    BF,
}

impl ElemType {
    pub const ALL: [ElemType; 16] = [
        ElemType::UD,
        ElemType::D,
        ElemType::UW,
        ElemType::W,
        ElemType::UB,
        ElemType::B,
        ElemType::DF,
        ElemType::F,
        ElemType::V,
        ElemType::VF,
        ElemType::Bool,
        ElemType::UQ,
        ElemType::UV,
        ElemType::Q,
        ElemType::HF,
        ElemType::BF,
    ];

    /// The 4-bit binary format of the type ("Binary Format" column).
    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<ElemType> {
        ElemType::ALL.get(code as usize).copied()
    }

    /// Size of one element in bytes. Packed vectors (V, UV, VF) are one dword;
    /// BOOL is one bit and reported as 1 byte only for completeness.
    pub fn size_bytes(self) -> u32 {
        match self {
            ElemType::UB | ElemType::B | ElemType::Bool => 1,
            ElemType::UW | ElemType::W | ElemType::HF | ElemType::BF => 2,
            ElemType::UD | ElemType::D | ElemType::F | ElemType::V | ElemType::VF | ElemType::UV => 4,
            ElemType::DF | ElemType::UQ | ElemType::Q => 8,
        }
    }

    /// Text spelling as the reference assembler prints it (lower case).
    pub fn name(self) -> &'static str {
        match self {
            ElemType::UD => "ud",
            ElemType::D => "d",
            ElemType::UW => "uw",
            ElemType::W => "w",
            ElemType::UB => "ub",
            ElemType::B => "b",
            ElemType::DF => "df",
            ElemType::F => "f",
            ElemType::V => "v",
            ElemType::VF => "vf",
            ElemType::Bool => "bool",
            ElemType::UQ => "uq",
            ElemType::UV => "uv",
            ElemType::Q => "q",
            ElemType::HF => "hf",
            ElemType::BF => "bf",
        }
    }

    /// Parses a type name, case-insensitively (the grammar allows `ud` and `UD`).
    pub fn from_name(name: &str) -> Option<ElemType> {
        let lower = name.to_ascii_lowercase();
        ElemType::ALL.iter().copied().find(|t| t.name() == lower)
    }

    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F | ElemType::DF | ElemType::HF | ElemType::BF | ElemType::VF)
    }

    pub fn is_signed_int(self) -> bool {
        matches!(self, ElemType::D | ElemType::W | ElemType::B | ElemType::Q | ElemType::V)
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
