#!/usr/bin/env bash
# Fetches the second judge of this project's output, `GenX_IR` of IGC
# 1.0.17791 (Debian's `sid` suite, package libigc-tools), into a private
# folder, and prints the path of a program that runs it.
#
# It needs a newer C library than Debian 12's, so it is not installed: under
# a private apt configuration (the machine's own sources, state and cache are
# untouched; no root needed) the script downloads libigc-tools and the C and
# C++ runtime it needs from sid, unpacks them with `dpkg -x`, and writes a
# wrapper that runs GenX_IR through the unpacked loader:
#   <folder>/usr/lib64/ld-linux-x86-64.so.2 --library-path <folder>/usr/lib/x86_64-linux-gnu <folder>/usr/bin/GenX_IR
#
# The folder is $VISA_LOWER_CACHE, else ${XDG_CACHE_HOME:-$HOME/.cache}/visa-lower
# (src/visa/assembler.rs looks there too), subfolder genx_ir-1.0.17791; a second
# run finds it there and only prints the path. The mirror is the first
# Debian mirror of the machine's sources list; $VISA_LOWER_SID_MIRROR
# overrides it (sid moves on: a snapshot such as
# http://snapshot.debian.org/archive/debian/20250520T000000Z still serves
# 1.0.17791 when sid no longer does).
#
# Used by `.ci/run`, the tests (tests/it/assembler_support) and developers:
#   export VISA_LOWER_GENX_IR_17791="$(scripts/fetch_genx_ir.sh)"
set -euo pipefail

VERSION=1.0.17791
PACKAGES=(libigc-tools libc6 libstdc++6 libgcc-s1 zlib1g)

cache_root="${VISA_LOWER_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/visa-lower}"
folder="$cache_root/genx_ir-$VERSION"
wrapper="$folder/GenX_IR"

say() { echo "fetch_genx_ir.sh: $*" >&2; }
fail() { say "$*"; exit 1; }

if [ -x "$wrapper" ]; then
  echo "$wrapper"
  exit 0
fi

mkdir -p "$cache_root"
# One fetch at a time (the tests may ask from several processes at once).
exec 9>"$cache_root/.genx_ir-$VERSION.lock"
flock 9
if [ -x "$wrapper" ]; then
  echo "$wrapper"
  exit 0
fi

command -v apt-get >/dev/null && command -v dpkg >/dev/null ||
  fail "needs apt-get and dpkg (a Debian or Ubuntu machine) to fetch GenX_IR $VERSION"

# The machine's Debian mirror: the first URI of its sources (deb822
# `URIs:` lines or one-line `deb URI suite ...` entries) that is not the
# security archive.
mirror_of_machine() {
  local files=()
  [ -f /etc/apt/sources.list ] && files+=(/etc/apt/sources.list)
  for f in /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] && files+=("$f")
  done
  [ ${#files[@]} -gt 0 ] || return 0
  awk '
    /^[[:space:]]*#/ { next }
    /^URIs:/ { for (i = 2; i <= NF; i++) print $i; next }
    /^deb[[:space:]]/ { for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i !~ /\]$/) { print $i; break } }
  ' "${files[@]}" | grep -E '^https?://' | grep -v -e security -e nodesource -e google | head -n 1
}

mirror="${VISA_LOWER_SID_MIRROR:-$(mirror_of_machine)}"
[ -n "$mirror" ] || fail "no Debian mirror in the machine's apt sources; name one in \$VISA_LOWER_SID_MIRROR"

work="$(mktemp -d "$cache_root/.fetch-XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/sources.list.d" "$work/lists/partial" "$work/cache/archives/partial" "$work/debs" "$work/root"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
signed_by=""
[ -f "$keyring" ] && signed_by="Signed-By: $keyring"
cat >"$work/sources.list.d/sid.sources" <<EOF
Types: deb
URIs: $mirror
Suites: sid
Components: main
$signed_by
EOF

apt_options=(
  -o Dir::Etc::sourcelist=/dev/null
  -o "Dir::Etc::sourceparts=$work/sources.list.d"
  -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache=$work/cache"
  -o Dir::State::status=/dev/null
  -o Dir::Etc::preferencesparts=/dev/null
  -o APT::Architecture=amd64
  -o APT::Sandbox::User="$(id -un)"
  -o Debug::NoLocking=1
)

say "downloading ${PACKAGES[*]} from $mirror (suite sid) into $folder"
apt-get "${apt_options[@]}" -qq update >&2 || fail "apt-get update of sid from $mirror failed"
got="$( (apt-cache "${apt_options[@]}" show libigc-tools 2>/dev/null || true) | awk '/^Version:/ { print $2; exit }')"
case "$got" in
  "$VERSION"*) ;;
  "") fail "sid at $mirror has no libigc-tools (is the mirror reachable? apt-get said so above)" ;;
  *) fail "sid at $mirror serves libigc-tools $got, not $VERSION; name a Debian snapshot that has it in \$VISA_LOWER_SID_MIRROR (e.g. http://snapshot.debian.org/archive/debian/20250520T000000Z)" ;;
esac
(cd "$work/debs" && apt-get "${apt_options[@]}" -qq download "${PACKAGES[@]}" >&2) ||
  fail "apt-get download ${PACKAGES[*]} from $mirror failed"
for deb in "$work"/debs/*.deb; do
  dpkg -x "$deb" "$work/root"
done
[ -x "$work/root/usr/bin/GenX_IR" ] || fail "libigc-tools $got has no usr/bin/GenX_IR"
[ -e "$work/root/usr/lib64/ld-linux-x86-64.so.2" ] || fail "libc6 of sid has no usr/lib64/ld-linux-x86-64.so.2"

cat >"$work/root/GenX_IR" <<'EOF'
#!/bin/sh
# GenX_IR of IGC 1.0.17791 (Debian sid), run through the C library it was built for.
here="$(dirname "$(readlink -f "$0")")"
exec "$here/usr/lib64/ld-linux-x86-64.so.2" --library-path "$here/usr/lib/x86_64-linux-gnu" "$here/usr/bin/GenX_IR" "$@"
EOF
chmod +x "$work/root/GenX_IR"
# It must run here: it prints its usage when given no input.
"$work/root/GenX_IR" -h >/dev/null 2>&1 || "$work/root/GenX_IR" >/dev/null 2>&1 || {
  status=$?
  [ "$status" -lt 128 ] || fail "the unpacked GenX_IR does not run (status $status)"
}
echo "$got" >"$work/root/VERSION"
rm -rf "$folder"
mv "$work/root" "$folder"
say "GenX_IR $got is in $folder"
echo "$wrapper"
