-- wrk script of bench/cluster.js (see bench/README.md, "One and two app processes").
--
-- WRK_TARGETS="127.0.0.1:3642 127.0.0.1:3643" (optional) spreads wrk's threads over these
-- addresses, thread i on target i (round robin): one wrk process loads two app processes
-- without a proxy, and its latency figures stay one distribution. Without it every thread
-- connects to the URL's host.
--
-- Every response is checked (status 200, a JSON content type, `X-Inertia: true`: an
-- Inertia visit that went through, not a redirect to /login or a 409 version conflict;
-- bodies may be compressed, so the page's component is checked by bench/cluster.js before
-- and after the load). The figures are printed as one JSON line at the end.

local targets = {}
for host, port in string.gmatch(os.getenv("WRK_TARGETS") or "", "([^%s:]+):(%d+)") do
  table.insert(targets, { host = host, port = port })
end

local threads = {}
local count = 0

function setup(thread)
  count = count + 1
  if #targets > 0 then
    local target = targets[(count - 1) % #targets + 1]
    thread.addr = wrk.lookup(target.host, target.port)[1]
  end
  table.insert(threads, thread)
end

bad = 0
firstBad = nil

function response(status, headers, body)
  local json, inertia = false, false
  for name, value in pairs(headers) do
    local key = string.lower(name)
    if key == "content-type" and string.find(value, "application/json", 1, true) then
      json = true
    elseif key == "x-inertia" and value == "true" then
      inertia = true
    end
  end
  if status ~= 200 or not json or not inertia then
    bad = bad + 1
    if firstBad == nil then
      firstBad = "status " .. status .. ", json " .. tostring(json) .. ", x-inertia " .. tostring(inertia)
    end
  end
end

function done(summary, latency, requests)
  local failed, first = 0, nil
  for _, thread in ipairs(threads) do
    failed = failed + (thread:get("bad") or 0)
    first = first or thread:get("firstBad")
  end
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,' ..
      '"status":%d,"timeout":%d},"failedChecks":%d,"firstFailure":%s,' ..
      '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status,
    e.timeout, failed, first and string.format("%q", first) or "null",
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    latency.mean))
end
