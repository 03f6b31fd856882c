//! [`Message::field`] by index: the verifier, the printer and the decoder
//! ask for fields by name for every message they read (a search of the
//! Format cost 5% of a compile of 20,000 LSC messages).

use super::{FieldName, FormatField, Message, MESSAGES};

/// For each message (by discriminant), the position in its Format of the
/// first field of each name (by discriminant; [`NO_FIELD`]: none). Names
/// past a row's end are searched for.
static FIELD_INDEX: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();

/// A name the message's Format lacks, in [`FIELD_INDEX`].
const NO_FIELD: u8 = u8::MAX;

/// The position and field of `message`'s Format named `field`.
pub(super) fn field(message: Message, field: FieldName) -> Option<(usize, &'static FormatField)> {
    let format = message.desc().format;
    match FIELD_INDEX.get_or_init(index).get(message as usize).and_then(|row| row.get(field as usize)) {
        Some(&NO_FIELD) => None,
        Some(&i) => format.get(usize::from(i)).map(|f| (usize::from(i), f)),
        None => format.iter().enumerate().find(|(_, f)| f.name == field),
    }
}

fn index() -> Vec<Vec<u8>> {
    MESSAGES
        .iter()
        .map(|desc| {
            let mut row = vec![NO_FIELD; 64];
            for (i, f) in desc.format.iter().enumerate().rev() {
                if let (Some(slot), Ok(i)) = (row.get_mut(f.name as usize), u8::try_from(i)) {
                    *slot = i;
                }
            }
            row
        })
        .collect()
}
