package formatnames

func pick(format string, n int) int {
	if format == "png" || "svg" != format {
		n++
	}
	switch format {
	case "gif", "other":
		n++
	}
	if format == "other" {
		n++
	}
	return n
}
