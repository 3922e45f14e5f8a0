// The maze options a request takes, named as the maze command's flags,
// and the parsed query they are read from.

package serve

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// mazeOptions lists the maze options the server takes: the rows of the
// maze options table the page offers (grid kinds' parameters, the age
// level and large print among them).
func mazeOptions() []puzzle.Option {
	var opts []puzzle.Option
	for _, op := range puzzle.Table() {
		if op.Web {
			opts = append(opts, op)
		}
	}
	return opts
}

// mazeFormats are the formats the page offers.
var mazeFormats = []string{"svg", "png", "pdf", "json", "txt"}

// mazeQuery is a parsed maze request: the puzzle options it sets (the
// defaults and every option given), every option's value as text (given or
// default, numbers written as the table writes them) and which were given.
type mazeQuery struct {
	opts  puzzle.Options
	v     map[string]string
	given map[string]bool
	order []string // the given options in the order of the query string
	lang  string   // the language of the words drawn ("": English)
	// shape, when set, is the shape of a picture sent with the request:
	// the grid asked for is cut to it (see shapeMaze).
	shape topology.Shaper
}

// parseMazeQuery checks the query's keys and values: every key a known
// option, every value text of its type, given once. A bad value is a 400
// naming the option and what it takes.
func (s *Server) parseMazeQuery(raw string, skip ...string) (*mazeQuery, error) {
	q, err := url.ParseQuery(raw)
	if err != nil {
		return nil, badf("the query string is not well formed: %v", err)
	}
	opts := mazeOptions()
	mq := &mazeQuery{opts: puzzle.Defaults(), v: map[string]string{}, given: map[string]bool{}}
	for _, o := range opts {
		mq.v[o.Name] = o.Default
	}
	for _, k := range queryOrder(raw) {
		if slices.Contains(skip, k) {
			continue
		}
		i := slices.IndexFunc(opts, func(o puzzle.Option) bool { return o.Name == k })
		if i < 0 {
			return nil, badf("%s: unknown option", k)
		}
		if len(q[k]) != 1 {
			return nil, badf("%s: given %d times; give it once", k, len(q[k]))
		}
		v := q[k][0]
		if !utf8.ValidString(v) {
			return nil, badf("%s: not valid UTF-8 text", k)
		}
		if n := utf8.RuneCountInString(v); n > s.limits.Text {
			return nil, badf("%s: %d characters is too long (limit %d)", k, n, s.limits.Text)
		}
		if k == "title" || k == "start-label" || k == "finish-label" {
			if err := checkDrawable(k, v); err != nil {
				return nil, err
			}
		}
		if v, err = opts[i].Normal(v); err != nil {
			return nil, optionError(err)
		}
		if err := opts[i].Set(&mq.opts, v); err != nil {
			return nil, optionError(err)
		}
		mq.v[k], mq.given[k] = v, true
		mq.order = append(mq.order, k)
	}
	return mq, nil
}

// queryOrder returns the keys of a query string in the order they first
// appear: the maze command records its flags in the order given, so the
// server does the same with the query.
func queryOrder(raw string) []string {
	var keys []string
	seen := map[string]bool{}
	for part := range strings.SplitSeq(raw, "&") {
		k, _, _ := strings.Cut(part, "=")
		if k, err := url.QueryUnescape(k); err == nil && k != "" && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	return keys
}

// flags returns the given options as the maze command records its flags
// (name=value in the order given), so files carry the same comment.
func (mq *mazeQuery) flags() string {
	out := slices.Clone(mq.order)
	for i, k := range out {
		v := mq.v[k]
		if v == "" || strings.ContainsAny(v, " \t\"'") {
			v = strconv.Quote(v)
		}
		out[i] = k + "=" + v
	}
	return strings.Join(out, " ")
}

func paperNames() []string {
	var n []string
	for _, p := range render.Papers() {
		n = append(n, p.Name)
	}
	return n
}
