// Page contents compressed on every core: fpdf compresses each page's
// content stream one after another while it writes the file. Documents
// are written with its compression off and the page streams compressed
// here in parallel, in exactly the form fpdf gives them (zlib at
// BestSpeed, "<</Filter /FlateDecode /Length N>>"), so the bytes are the
// same as fpdf's own, whatever the number of cores.

package pdfw

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
)

var (
	contentsRe  = regexp.MustCompile(`/Contents (\d+) 0 R>>\n`)
	startxrefRe = regexp.MustCompile(`\nstartxref\n(\d+)\n%%EOF\n$`)
	rawDictRe   = regexp.MustCompile(`^(\d+) 0 obj\n<</Length (\d+)>>\nstream\n`)
)

// rawStream is one uncompressed page content stream in a PDF fpdf wrote:
// the object from its dictionary to the end of its data.
type rawStream struct {
	from, to int    // the bytes replaced: the dictionary line through the data
	data     []byte // the uncompressed content
	out      []byte // the compressed replacement
}

// CompressContents compresses the page content streams of pdf, a file
// fpdf wrote with compression off, on workers goroutines (0: GOMAXPROCS),
// and returns the file fpdf would have written with compression on.
func CompressContents(pdf []byte, workers int) ([]byte, error) {
	end := max(0, len(pdf)-64) // startxref is on the last lines
	m := startxrefRe.FindSubmatchIndex(pdf[end:])
	if m == nil {
		return nil, fmt.Errorf("render: pdf: no startxref")
	}
	xref, _ := strconv.Atoi(string(pdf[end+m[2] : end+m[3]]))
	// The cross-reference table: "xref\n0 N\n" and N entries of 20 bytes.
	head := []byte("xref\n0 ")
	if xref >= len(pdf) || !bytes.HasPrefix(pdf[xref:], head) {
		return nil, fmt.Errorf("render: pdf: no cross-reference table at %d", xref)
	}
	nl := bytes.IndexByte(pdf[xref+len(head):], '\n')
	size, err := strconv.Atoi(string(pdf[xref+len(head) : xref+len(head)+nl]))
	if err != nil {
		return nil, fmt.Errorf("render: pdf: cross-reference table: %w", err)
	}
	table := xref + len(head) + nl + 1
	if table+20*size > len(pdf) {
		return nil, fmt.Errorf("render: pdf: cross-reference table cut short")
	}
	offset := func(n int) int {
		v, _ := strconv.Atoi(string(pdf[table+20*n : table+20*n+10]))
		return v
	}
	var streams []*rawStream
	seen := map[int]bool{}
	for _, c := range contentsRe.FindAllSubmatch(pdf[:xref], -1) {
		n, _ := strconv.Atoi(string(c[1]))
		if n <= 0 || n >= size {
			return nil, fmt.Errorf("render: pdf: contents object %d out of range", n)
		}
		if seen[n] {
			continue
		}
		seen[n] = true
		at := offset(n)
		d := rawDictRe.FindSubmatchIndex(pdf[at:min(at+64, len(pdf))])
		if d == nil || string(pdf[at+d[2]:at+d[3]]) != strconv.Itoa(n) {
			return nil, fmt.Errorf("render: pdf: object %d is not an uncompressed stream", n)
		}
		length, _ := strconv.Atoi(string(pdf[at+d[4] : at+d[5]]))
		from, start := at+d[3]+len(" 0 obj\n"), at+d[1]
		if start+length > xref || !bytes.HasPrefix(pdf[start+length:], []byte("\nendstream\n")) {
			return nil, fmt.Errorf("render: pdf: object %d: its stream is not %d bytes", n, length)
		}
		streams = append(streams, &rawStream{from: from, to: start + length, data: pdf[start : start+length]})
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	for range min(workers, len(streams)) {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(streams) {
					return
				}
				s := streams[i]
				var buf bytes.Buffer
				buf.Grow(len(s.data)/3 + 64)
				zw, _ := zlib.NewWriterLevel(&buf, zlib.BestSpeed)
				zw.Write(s.data)
				zw.Close()
				z := buf.Bytes()
				s.out = append(fmt.Appendf(nil, "<</Filter /FlateDecode /Length %d>>\nstream\n", len(z)), z...)
			}
		})
	}
	wg.Wait()
	slices.SortFunc(streams, func(a, b *rawStream) int { return a.from - b.from })
	return joinStreams(pdf, streams, xref, table, size), nil
}

// joinStreams writes pdf with each stream's bytes replaced by its
// compressed form, the cross-reference offsets and startxref moved to
// match. streams are in file order.
func joinStreams(pdf []byte, streams []*rawStream, xref, table, size int) []byte {
	var b bytes.Buffer
	b.Grow(len(pdf))
	// after[i] is how far everything after stream i moves.
	after := make([]int, len(streams))
	d := 0
	for i, s := range streams {
		d += len(s.out) - (s.to - s.from)
		after[i] = d
	}
	shift := func(off int) int {
		i := sort.Search(len(streams), func(i int) bool { return streams[i].from >= off })
		if i == 0 {
			return 0
		}
		return after[i-1]
	}
	last := 0
	for _, s := range streams {
		b.Write(pdf[last:s.from])
		b.Write(s.out)
		last = s.to
	}
	b.Write(pdf[last:table])
	for n := range size {
		e := pdf[table+20*n : table+20*n+20]
		if n == 0 {
			b.Write(e)
			continue
		}
		off, _ := strconv.Atoi(string(e[:10]))
		fmt.Fprintf(&b, "%010d", off+shift(off))
		b.Write(e[10:])
	}
	tail := pdf[table+20*size:]
	m := startxrefRe.FindSubmatchIndex(tail)
	b.Write(tail[:m[2]])
	b.WriteString(strconv.Itoa(xref + shift(xref)))
	b.Write(tail[m[3]:])
	return b.Bytes()
}
