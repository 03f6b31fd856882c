//! Writing what the tool produces without harming what is already there.
//!
//! * `-` is standard output, written directly.
//! * A regular file (or a new one) is written whole or not at all: a
//!   temporary file is created beside it with `O_EXCL` and an unpredictable
//!   name (never a planted link or FIFO), filled, and renamed over the
//!   destination; an existing file keeps its permissions.
//! * A FIFO, a device or a socket is opened and written directly: renaming
//!   over `/dev/null` would replace the device node.
//! * A symbolic link is followed: what it points to is written, by the rules
//!   above, and the link stays. A link to nothing is refused.
//! * A directory is refused.
//!
//! A failed write (a full disk, `ENOSPC`) is a diagnostic and leaves the
//! destination as it was. A closed pipe (`EPIPE`, a reader such as `head`
//! that has seen enough) ends the command quietly, as command-line tools do.

use crate::diag::Diagnostic;
use std::fs::OpenOptions;
use std::io::{ErrorKind, Write};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// Why an output was not written.
#[derive(Debug)]
pub enum WriteError {
    /// The reader of standard output (or of a FIFO) went away: end quietly.
    ClosedPipe,
    /// Anything else, said as a diagnostic.
    Failed(Diagnostic),
}

impl From<Diagnostic> for WriteError {
    fn from(d: Diagnostic) -> WriteError {
        WriteError::Failed(d)
    }
}

/// Writes `contents` to `path` (`-` for standard output) by the rules of
/// the module documentation.
pub fn write_output(path: &str, contents: &[u8]) -> Result<(), WriteError> {
    if path == "-" {
        let mut stdout = std::io::stdout().lock();
        return stdout.write_all(contents).and_then(|()| stdout.flush()).map_err(|e| failure("<stdout>", e));
    }
    let cannot = |e: std::io::Error| failure(path, e);
    let target = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == ErrorKind::NotFound => return replace_regular(Path::new(path), path, None, contents),
        Err(e) => return Err(cannot(e)),
        Ok(meta) if meta.file_type().is_symlink() => {
            // Follow the link; `metadata` reports what it points to.
            let pointed = std::fs::metadata(path).map_err(|e| {
                WriteError::Failed(Diagnostic::new(format!(
                    "{path}: is a symbolic link to nothing that can be written ({e}); it was left alone"
                )))
            })?;
            if pointed.file_type().is_file() {
                let real = std::fs::canonicalize(path).map_err(cannot)?;
                return replace_regular(&real, path, Some(pointed.permissions()), contents);
            }
            pointed
        }
        Ok(meta) => meta,
    };
    let kind = target.file_type();
    if kind.is_file() {
        replace_regular(Path::new(path), path, Some(target.permissions()), contents)
    } else if kind.is_dir() {
        Err(WriteError::Failed(Diagnostic::new(format!("{path}: is a directory; give a file name"))))
    } else if kind.is_fifo() || kind.is_char_device() || kind.is_block_device() || kind.is_socket() {
        // Written in place: no temporary file, no rename, no truncation.
        let mut file = OpenOptions::new().write(true).open(path).map_err(cannot)?;
        file.write_all(contents).and_then(|()| file.flush()).map_err(cannot)
    } else {
        Err(WriteError::Failed(Diagnostic::new(format!("{path}: is not a file that can be written"))))
    }
}

/// Writes a regular file at `real` through a temporary file beside it,
/// renamed over it; `shown` names it in diagnostics. `mode`: the
/// permissions of the file replaced (a new file gets `0666` less the umask).
fn replace_regular(
    real: &Path,
    shown: &str,
    mode: Option<std::fs::Permissions>,
    contents: &[u8],
) -> Result<(), WriteError> {
    let cannot = |e: std::io::Error| failure(shown, e);
    let dir = match real.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = real.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    // `tempfile` opens with O_CREAT | O_EXCL under a random name: a planted
    // link or FIFO makes it pick another name, never follow or block.
    let mut temp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .permissions(std::fs::Permissions::from_mode(0o666))
        .tempfile_in(&dir)
        .map_err(cannot)?;
    crate::wall::temporary_file(temp.path());
    if let Some(mode) = mode {
        temp.as_file().set_permissions(std::fs::Permissions::from_mode(mode.mode() & 0o7777)).map_err(cannot)?;
    }
    temp.write_all(contents).and_then(|()| temp.flush()).map_err(cannot)?;
    // On any error the temporary file is removed when `temp` drops.
    temp.persist(real).map_err(|e| cannot(e.error))?;
    Ok(())
}

/// An error writing standard output as a [`WriteError`].
pub fn stdout_error(e: std::io::Error) -> WriteError {
    failure("<stdout>", e)
}

/// An I/O error as a [`WriteError`]: a closed pipe is quiet.
fn failure(path: &str, e: std::io::Error) -> WriteError {
    if e.kind() == ErrorKind::BrokenPipe {
        return WriteError::ClosedPipe;
    }
    WriteError::Failed(Diagnostic::new(format!("{path}: cannot write: {e}")))
}
