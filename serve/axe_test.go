package serve

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// axeScript returns axe-core's script (npm install axe-core): from
// $MAZEKIT_AXE, or node_modules at the module's root. The test skips
// without it unless MAZEKIT_REQUIRE_BROWSER is set.
func axeScript(t *testing.T) string {
	_, here, _, _ := runtime.Caller(0)
	paths := []string{os.Getenv("MAZEKIT_AXE"), filepath.Join(filepath.Dir(here), "..", "node_modules", "axe-core", "axe.min.js")}
	for _, p := range paths {
		if p == "" {
			continue
		}
		if b, err := os.ReadFile(p); err == nil {
			return string(b)
		}
	}
	if os.Getenv("MAZEKIT_REQUIRE_BROWSER") != "" {
		t.Fatal("axe-core is required but not found (npm install axe-core at the module root, or set MAZEKIT_AXE to axe.min.js)")
	}
	t.Skip("axe-core not found (npm install axe-core, or set MAZEKIT_AXE to axe.min.js)")
	return ""
}

// axeViolation is one rule axe-core finds broken.
type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target []any `json:"target"`
	} `json:"nodes"`
}

// The page has no serious or critical accessibility fault on any tab, at
// desktop, tablet and phone width, as axe-core checks it.
func TestAccessibility(t *testing.T) {
	if testing.Short() {
		t.Skip("ten pages checked in a browser")
	}
	axe := axeScript(t)
	base := startServer(t, New(Limits{}))
	for _, size := range []struct {
		w, h   int64
		mobile bool
	}{{1366, 768, false}, {768, 1024, false}, {390, 844, true}} {
		p := newTab(t, size.w, size.h, size.mobile, "")
		for _, mode := range []string{"maze", "numbers", "letters", "handout", "book"} {
			p.open(fmt.Sprintf("%s/?mode=%s&seed=11", base, mode))
			p.eval(axe + `; ""`)
			out := p.eval(`axe.run(document, {resultTypes: ["violations"]}).then(r => JSON.stringify(r.violations))`)
			var vs []axeViolation
			if err := json.Unmarshal([]byte(out), &vs); err != nil {
				t.Fatalf("%s: %v", mode, err)
			}
			for _, v := range vs {
				var where []string
				for _, n := range v.Nodes {
					where = append(where, fmt.Sprint(n.Target...))
				}
				msg := fmt.Sprintf("%dx%d %s: %s (%s) %s at %s", size.w, size.h, mode, v.ID, v.Impact, v.Help, strings.Join(where, ", "))
				if v.Impact == "serious" || v.Impact == "critical" {
					t.Error(msg)
				} else {
					t.Log(msg)
				}
			}
			p.shot(fmt.Sprintf("%s-%d.png", mode, size.w))
		}
	}
}
