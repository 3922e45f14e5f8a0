package serve

import (
	"errors"
	"fmt"
	"io"
)

// errTooBig is the error of reading a request's body past its limit.
var errTooBig = errors.New("request body too large")

// uploadPath is the address pictures are sent to.
const uploadPath = "/api/upload"

// uploadHandler answers POST /api/upload: the body is the picture (see
// uploadAnswer), read in memory and never stored.
func (s *Server) uploadHandler(w writer, r *request) {
	// A few pictures at a time, so that many sent at once cannot hold the
	// server's memory while they wait for a slot.
	select {
	case s.photos <- struct{}{}:
		defer func() { <-s.photos }()
	default:
		writeError(w, statusServiceUnavailable, fmt.Sprintf("server busy: %d pictures being read; try again", cap(s.photos)))
		return
	}
	var data []byte
	var err error
	if r.Body != nil {
		data, err = io.ReadAll(io.LimitReader(r.Body, UploadBytes+1))
	}
	if len(data) > UploadBytes || errors.Is(err, errTooBig) {
		_, msg := uploadTooBig()
		writeError(w, statusRequestEntityTooLarge, msg)
		return
	} else if err != nil {
		writeError(w, statusBadRequest, "picture: the file did not arrive whole; send it again")
		return
	}
	status, ctype, body := s.uploadAnswer(r.Context(), r.URL.RawQuery, data)
	s.deliver(w, r, status, &result{body: body, ctype: ctype})
}
