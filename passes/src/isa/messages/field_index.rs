//! [`Message::field`] by index: the verifier, the printer and the decoder
//! ask for fields by name for every message they read (a search of the
//! Format cost 5% of a compile of 20,000 LSC messages).

use super::{FieldName, FormatField, Message, MESSAGES};

/// Field names the index holds (by discriminant); a name past them is
/// searched for.
pub(super) const NAMES: usize = 64;

/// A name the message's Format lacks, in [`FIELD_INDEX`].
const NO_FIELD: u8 = u8::MAX;

/// For each message (by discriminant), the position in its Format of the
/// first field of each name (by discriminant; [`NO_FIELD`]: none), made
/// from the rows when the program is compiled (a lookup is two loads, the
/// printer's a dozen per message).
static FIELD_INDEX: [[u8; NAMES]; MESSAGES.len()] = index();

/// The position and field of `message`'s Format named `field`.
pub(super) fn field(message: Message, field: FieldName) -> Option<(usize, &'static FormatField)> {
    let format = message.desc().format;
    match FIELD_INDEX.get(message as usize).and_then(|row| row.get(field as usize)) {
        Some(&NO_FIELD) => None,
        Some(&i) => format.get(usize::from(i)).map(|f| (usize::from(i), f)),
        None => format.iter().enumerate().find(|(_, f)| f.name == field),
    }
}

const fn index() -> [[u8; NAMES]; MESSAGES.len()] {
    let mut table = [[NO_FIELD; NAMES]; MESSAGES.len()];
    let mut m = 0;
    while m < MESSAGES.len() {
        let format = MESSAGES[m].format;
        // Last to first: the first field of a name is the one kept.
        let mut i = format.len();
        while i > 0 {
            i -= 1;
            let name = format[i].name as usize;
            if name < NAMES && i < NO_FIELD as usize {
                table[m][name] = i as u8;
            }
        }
        m += 1;
    }
    table
}
