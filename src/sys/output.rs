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
//! * A path that names one of the process's open descriptors
//!   (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`), or a
//!   file that is the one standard output or standard error is open on, is
//!   written through that descriptor, as the whole output at the end: the
//!   shell's `>>` keeps appending, and the file the shell opened is not
//!   replaced by a new one behind its back.
//! * A directory is refused.
//!
//! [`StreamedOutput`] writes a regular file piece by piece as the pieces are
//! made (a compile's kernels), by the same rules.
//!
//! A failed write (a full disk, `ENOSPC`) is a diagnostic and leaves the
//! destination as it was. A closed pipe (`EPIPE`, a reader such as `head`
//! that has seen enough) ends the command quietly, as command-line tools do.

use crate::diag::Diagnostic;
use std::fs::OpenOptions;
use std::io::{ErrorKind, Seek, Write};
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
    match destination(path)? {
        Destination::Regular { real, mode } => {
            let mut temp = temporary_beside(&real, path, mode)?;
            temp.write_all(contents).map_err(|e| failure(path, e))?;
            persist(temp, &real, path)
        }
        Destination::Direct => write_direct(path, contents),
        Destination::Descriptor(fd) => write_descriptor(path, fd, contents),
    }
}

/// An output made piece by piece and taken whole at [`StreamedOutput::commit`],
/// by the rules of the module documentation: a regular file's pieces go to
/// its temporary file as they come (the output is never held in memory);
/// standard output, a FIFO or a device gets everything at the commit, so
/// that a step failing after the first piece leaves it untouched.
///
/// The destination is looked at only when the first piece comes (or at the
/// commit): a compile that fails before writing anything reports its own
/// diagnostics, never the output's. A failed write is kept and reported by
/// the commit; dropping an uncommitted output removes its temporary file.
pub struct StreamedOutput {
    path: String,
    state: Streamed,
}

enum Streamed {
    /// Nothing written yet.
    Unopened,
    /// A regular file's temporary file, and the file it will replace.
    Temporary { temp: tempfile::NamedTempFile, real: PathBuf },
    /// Standard output, a FIFO, a device, a socket, an open descriptor:
    /// written at the commit.
    Held(Vec<u8>),
    /// Writing failed; the commit reports it.
    Failed(WriteError),
}

impl StreamedOutput {
    /// An output to `path` (`-` for standard output); nothing is opened yet.
    pub fn new(path: &str) -> StreamedOutput {
        StreamedOutput { path: path.to_string(), state: Streamed::Unopened }
    }

    /// Appends `piece`; an error is kept for [`StreamedOutput::commit`].
    pub fn append(&mut self, piece: &[u8]) {
        if let Streamed::Unopened = self.state {
            self.state = match self.open() {
                Ok(state) => state,
                Err(e) => Streamed::Failed(e),
            };
        }
        match &mut self.state {
            Streamed::Temporary { temp, .. } => {
                if let Err(e) = temp.write_all(piece) {
                    self.state = Streamed::Failed(failure(&self.path, e));
                }
            }
            Streamed::Held(held) => held.extend_from_slice(piece),
            Streamed::Unopened | Streamed::Failed(_) => {}
        }
    }

    /// Forgets what was appended (the destination stays as it was).
    pub fn restart(&mut self) {
        match &mut self.state {
            Streamed::Temporary { temp, .. } => {
                let emptied = temp.as_file_mut().set_len(0).and_then(|()| temp.rewind());
                if let Err(e) = emptied {
                    self.state = Streamed::Failed(failure(&self.path, e));
                }
            }
            Streamed::Held(held) => held.clear(),
            Streamed::Unopened | Streamed::Failed(_) => {}
        }
    }

    /// Puts what was appended in place of the destination, or reports why not.
    pub fn commit(mut self) -> Result<(), WriteError> {
        if let Streamed::Unopened = self.state {
            self.state = self.open()?;
        }
        match self.state {
            Streamed::Temporary { temp, real } => persist(temp, &real, &self.path),
            Streamed::Held(held) => match descriptor_of(&self.path) {
                Some(fd) => write_descriptor(&self.path, fd, &held),
                None => write_direct(&self.path, &held),
            },
            Streamed::Unopened => Ok(()),
            Streamed::Failed(e) => Err(e),
        }
    }

    fn open(&self) -> Result<Streamed, WriteError> {
        Ok(match destination(&self.path)? {
            Destination::Regular { real, mode } => {
                Streamed::Temporary { temp: temporary_beside(&real, &self.path, mode)?, real }
            }
            Destination::Direct | Destination::Descriptor(_) => Streamed::Held(Vec::new()),
        })
    }
}

/// How [`write_output`] puts bytes at a path.
enum Destination {
    /// A regular file, or none yet: through a temporary file beside `real`
    /// (a link's target), which gets `mode` (the replaced file's
    /// permissions; a new file gets `0666` less the umask).
    Regular { real: PathBuf, mode: Option<std::fs::Permissions> },
    /// Standard output (`-`), a FIFO, a device or a socket: opened and written in place.
    Direct,
    /// One of the process's open descriptors: written through it.
    Descriptor(std::os::fd::RawFd),
}

/// Where `path` is written, by the rules of the module documentation.
fn destination(path: &str) -> Result<Destination, WriteError> {
    if path == "-" {
        return Ok(Destination::Direct);
    }
    if let Some(fd) = descriptor_of(path) {
        return Ok(Destination::Descriptor(fd));
    }
    let cannot = |e: std::io::Error| failure(path, e);
    let target = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == ErrorKind::NotFound => {
            return Ok(Destination::Regular { real: PathBuf::from(path), mode: None })
        }
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
                return Ok(Destination::Regular { real, mode: Some(pointed.permissions()) });
            }
            pointed
        }
        Ok(meta) => meta,
    };
    let kind = target.file_type();
    if kind.is_file() {
        Ok(Destination::Regular { real: PathBuf::from(path), mode: Some(target.permissions()) })
    } else if kind.is_dir() {
        Err(WriteError::Failed(Diagnostic::new(format!("{path}: is a directory; give a file name"))))
    } else if kind.is_fifo() || kind.is_char_device() || kind.is_block_device() || kind.is_socket() {
        Ok(Destination::Direct)
    } else {
        Err(WriteError::Failed(Diagnostic::new(format!("{path}: is not a file that can be written"))))
    }
}

/// The open descriptor of this process that `path` names (`/dev/stdout`,
/// `/dev/fd/N`, `/proc/self/fd/N`), or whose file `path` is (standard
/// output's or standard error's, by device and inode): writing through it
/// appends where the shell said `>>`, and leaves its file in place.
fn descriptor_of(path: &str) -> Option<std::os::fd::RawFd> {
    let named = match path {
        "/dev/stdin" => Some(0),
        "/dev/stdout" => Some(1),
        "/dev/stderr" => Some(2),
        _ => ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/"]
            .iter()
            .find_map(|prefix| path.strip_prefix(prefix))
            .and_then(|n| n.parse::<std::os::fd::RawFd>().ok()),
    };
    let open = |fd: std::os::fd::RawFd| {
        // SAFETY: F_GETFL only asks whether the descriptor is open, and how.
        let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
        flags >= 0 && flags & libc::O_ACCMODE != libc::O_RDONLY
    };
    if let Some(fd) = named {
        return open(fd).then_some(fd);
    }
    use std::os::unix::fs::MetadataExt;
    let target = std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    [1, 2].into_iter().find(|&fd| {
        // SAFETY: a zeroed `stat` is a valid value; fstat fills it.
        let mut stat: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: `stat` has room for the descriptor's status.
        let known = unsafe { libc::fstat(fd, &mut stat) } == 0;
        known && open(fd) && stat.st_dev == target.dev() && stat.st_ino == target.ino()
    })
}

/// Writes `contents` through descriptor `fd` (`path` names it in
/// diagnostics), which stays open.
fn write_descriptor(path: &str, fd: std::os::fd::RawFd, contents: &[u8]) -> Result<(), WriteError> {
    // SAFETY: `fd` is open (`descriptor_of`) and stays open: the borrowed
    // descriptor is duplicated, and the duplicate closed.
    let file = unsafe { std::os::fd::BorrowedFd::borrow_raw(fd) }.try_clone_to_owned();
    let mut file = std::fs::File::from(file.map_err(|e| failure(path, e))?);
    file.write_all(contents).and_then(|()| file.flush()).map_err(|e| failure(path, e))
}

/// Writes `contents` to standard output (`-`) or, in place (no temporary
/// file, no rename, no truncation), to a FIFO, a device or a socket.
fn write_direct(path: &str, contents: &[u8]) -> Result<(), WriteError> {
    if path == "-" {
        let mut stdout = std::io::stdout().lock();
        return stdout.write_all(contents).and_then(|()| stdout.flush()).map_err(|e| failure("<stdout>", e));
    }
    let cannot = |e: std::io::Error| failure(path, e);
    let mut file = OpenOptions::new().write(true).open(path).map_err(cannot)?;
    file.write_all(contents).and_then(|()| file.flush()).map_err(cannot)
}

/// The temporary file a regular file at `real` is written through (`shown`
/// names it in diagnostics), with `mode` (see [`Destination::Regular`]).
fn temporary_beside(
    real: &Path,
    shown: &str,
    mode: Option<std::fs::Permissions>,
) -> Result<tempfile::NamedTempFile, WriteError> {
    let cannot = |e: std::io::Error| failure(shown, e);
    let dir = match real.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = real.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    // `tempfile` opens with O_CREAT | O_EXCL under a random name: a planted
    // link or FIFO makes it pick another name, never follow or block.
    let temp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .permissions(std::fs::Permissions::from_mode(0o666))
        .tempfile_in(&dir)
        .map_err(cannot)?;
    crate::sys::wall::temporary_file(temp.path());
    if let Some(mode) = mode {
        temp.as_file().set_permissions(std::fs::Permissions::from_mode(mode.mode() & 0o7777)).map_err(cannot)?;
    }
    Ok(temp)
}

/// Renames the filled temporary file over `real`. On any error the
/// temporary file is removed when `temp` drops.
fn persist(mut temp: tempfile::NamedTempFile, real: &Path, shown: &str) -> Result<(), WriteError> {
    temp.flush().map_err(|e| failure(shown, e))?;
    temp.persist(real).map_err(|e| failure(shown, e.error))?;
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

#[cfg(test)]
mod tests {
    use super::{StreamedOutput, WriteError};
    use std::path::Path;

    type Outcome = Result<(), Box<dyn std::error::Error>>;

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .map(|entries| entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default();
        names.sort();
        names
    }

    fn output_at(path: &Path) -> Result<StreamedOutput, String> {
        Ok(StreamedOutput::new(path.to_str().ok_or("the temporary path is not UTF-8")?))
    }

    /// [`StreamedOutput::commit`], its diagnostic as the error.
    fn commit(out: StreamedOutput) -> Result<(), String> {
        out.commit().map_err(|e| match e {
            WriteError::Failed(d) => d.message,
            WriteError::ClosedPipe => "closed pipe".to_string(),
        })
    }

    #[test]
    fn a_streamed_file_is_its_pieces_after_the_last_restart() -> Outcome {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("out.visaasm");
        std::fs::write(&path, "old")?;
        let mut out = output_at(&path)?;
        out.append(b"a part that failed\n");
        out.restart();
        out.append(b".version 3.6\n");
        out.append(b".kernel \"k\"\n");
        // Until the commit the destination is as it was.
        assert_eq!(std::fs::read_to_string(&path)?, "old");
        commit(out)?;
        assert_eq!(std::fs::read_to_string(&path)?, ".version 3.6\n.kernel \"k\"\n");
        assert_eq!(names_in(dir.path()), ["out.visaasm"]);
        Ok(())
    }

    #[test]
    fn an_output_never_committed_leaves_nothing_behind() -> Outcome {
        let dir = tempfile::tempdir()?;
        let (kept, fresh) = (dir.path().join("kept.visaasm"), dir.path().join("fresh.visaasm"));
        std::fs::write(&kept, "old")?;
        for path in [&kept, &fresh] {
            let mut out = output_at(path)?;
            out.append(b"half a program");
            drop(out);
        }
        assert_eq!(std::fs::read_to_string(&kept)?, "old");
        assert_eq!(names_in(dir.path()), ["kept.visaasm"]);
        Ok(())
    }

    #[test]
    fn nothing_appended_commits_an_empty_file_and_a_directory_is_refused() -> Outcome {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("empty.visaasm");
        commit(output_at(&path)?)?;
        assert_eq!(std::fs::read(&path)?, b"");
        let mut out = output_at(dir.path())?;
        out.append(b"text");
        match commit(out) {
            Err(message) => assert!(message.contains("is a directory"), "{message}"),
            Ok(()) => panic!("a directory was taken as an output"),
        }
        Ok(())
    }
}
