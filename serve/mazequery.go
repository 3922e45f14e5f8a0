// The maze options a request takes, named as the maze command's flags,
// and the parsed query they are read from.

package serve

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// optType is how a maze option's value is written.
type optType uint8

const (
	optString optType = iota
	optInt
	optFloat
	optBool
	optUint
)

// mazeOption is one maze option: a query key named as the maze command's
// flag, with the flag's default.
type mazeOption struct {
	name string
	typ  optType
	def  string
}

// mazeOptions lists the maze options the server takes. The grid kinds'
// own parameters are added from topology's registry.
func mazeOptions() []mazeOption {
	opts := []mazeOption{
		{"grid", optString, "rect"},
		{"size", optString, "20x15"},
		{"algo", optString, "wilson"},
		{"mode", optString, ""},
		{"min-room", optInt, "0"},
		{"seed", optUint, ""},
		{"doors", optString, "auto"},
		{"braid", optFloat, "0"},
		{"weave", optFloat, "0"},
		{"solution", optBool, "false"},
		{"stats", optBool, "false"},
		{"cell", optFloat, "20"},
		{"margin", optFloat, "1"},
		{"wall-width", optFloat, "0.1"},
		{"wall-color", optString, "black"},
		{"background", optString, "white"},
		{"line-cap", optString, "round"},
		{"solution-color", optString, "#d62728"},
		{"solution-width", optFloat, "0.3"},
		{"solution-style", optString, "solid"},
		{"markers", optString, "none"},
		{"start-label", optString, "Start"},
		{"finish-label", optString, "Finish"},
		{"shade", optString, "none"},
		{"shade-from", optString, "entrance"},
		{"palette", optString, "grey"},
		{"title", optString, ""},
		{"paper", optString, ""},
		{"landscape", optBool, "false"},
		{"age", optString, ""},
		{"large-print", optBool, "false"},
	}
	for _, p := range topology.Params() {
		t := optString
		switch p.Type {
		case topology.IntParam:
			t = optInt
		case topology.BoolParam:
			t = optBool
		}
		def := p.Default
		if def == "" && t == optInt {
			def = "0"
		} else if def == "" && t == optBool {
			def = "false"
		}
		opts = append(opts, mazeOption{p.FlagName(), t, def})
	}
	return opts
}

// mazeFormats are the formats the page offers.
var mazeFormats = []string{"svg", "png", "pdf", "json", "txt"}

// mazeQuery is a parsed maze request: every option's value (given or
// default) and which were given.
type mazeQuery struct {
	v     map[string]string
	given map[string]bool
	order []string // the given options in the order of the query string
}

// parseMazeQuery checks the query's keys and values: every key a known
// option, every value text of its type, given once.
func (s *Server) parseMazeQuery(raw string, skip ...string) (*mazeQuery, error) {
	q, err := url.ParseQuery(raw)
	if err != nil {
		return nil, badf("the query string is not well formed: %v", err)
	}
	opts := mazeOptions()
	mq := &mazeQuery{v: map[string]string{}, given: map[string]bool{}}
	for _, o := range opts {
		mq.v[o.name] = o.def
	}
	for _, k := range queryOrder(raw) {
		if slices.Contains(skip, k) {
			continue
		}
		i := slices.IndexFunc(opts, func(o mazeOption) bool { return o.name == k })
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
		switch opts[i].typ {
		case optInt:
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, badf("%s %q: want a whole number", k, v)
			}
			v = strconv.Itoa(n)
		case optUint:
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return nil, badf("%s %q: want a whole number from 0 to %d", k, v, uint64(math.MaxUint64))
			}
			v = strconv.FormatUint(n, 10)
		case optFloat:
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
				return nil, badf("%s %q: want a number", k, v)
			}
			v = strconv.FormatFloat(f, 'g', -1, 64)
		case optBool:
			b, err := strconv.ParseBool(v)
			if err != nil {
				return nil, badf("%s %q: want true or false", k, v)
			}
			v = strconv.FormatBool(b)
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

func (mq *mazeQuery) float(k string) float64 {
	f, _ := strconv.ParseFloat(mq.v[k], 64)
	return f
}

func (mq *mazeQuery) int(k string) int {
	n, _ := strconv.Atoi(mq.v[k])
	return n
}

func (mq *mazeQuery) bool(k string) bool { return mq.v[k] == "true" }

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

// picture returns the picture style a maze request asks for; puzzle
// validates it.
func picture(mq *mazeQuery) puzzle.Picture {
	p := puzzle.DefaultPicture()
	p.Cell, p.Margin, p.WallWidth = mq.float("cell"), mq.float("margin"), mq.float("wall-width")
	p.WallColor, p.Background, p.LineCap = mq.v["wall-color"], mq.v["background"], mq.v["line-cap"]
	p.SolutionColor, p.SolutionWidth, p.SolutionStyle = mq.v["solution-color"], mq.float("solution-width"), mq.v["solution-style"]
	p.Markers, p.StartLabel, p.FinishLabel = mq.v["markers"], mq.v["start-label"], mq.v["finish-label"]
	p.Shade, p.ShadeFrom, p.Palette = mq.v["shade"], mq.v["shade-from"], mq.v["palette"]
	p.Title, p.Paper, p.Landscape = mq.v["title"], mq.v["paper"], mq.bool("landscape")
	return p
}

func paperNames() []string {
	var n []string
	for _, p := range render.Papers() {
		n = append(n, p.Name)
	}
	return n
}
