//go:build unix

package atomicfile

import (
	"os"
	"syscall"
)

// keepOwner gives f the owner and group of old, where the program may
// (as root, replacing another user's file); elsewhere it changes nothing.
func keepOwner(f *os.File, old os.FileInfo) {
	st, ok := old.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if int(st.Uid) == os.Getuid() && int(st.Gid) == os.Getgid() {
		return
	}
	f.Chown(int(st.Uid), int(st.Gid)) // best effort: only root may give a file away
}
