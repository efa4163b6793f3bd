#!/usr/bin/perl
# Serves this folder (the whole guide) at http://127.0.0.1:8000/ until this window is closed,
# and opens it in the browser. Perl comes with macOS and with the Linux of a Chromebook:
# nothing to install. Written by the guide's build (plugin/mkdocs_scopa/usb/serve.pl).
use strict;
use warnings;
use IO::Socket::INET;
use File::Basename qw(dirname);
use Cwd qw(abs_path);

my $root = dirname(abs_path($0));
my %types = (
    html => "text/html; charset=utf-8", css => "text/css", js => "text/javascript",
    mjs => "text/javascript", json => "application/json", wasm => "application/wasm",
    svg => "image/svg+xml", png => "image/png", webmanifest => "application/manifest+json",
    zip => "application/zip", whl => "application/zip", ipynb => "application/json",
    xml => "application/xml", txt => "text/plain; charset=utf-8", gz => "application/gzip",
);
my ($server, $port);
for my $try (8000 .. 8020) {
    $server = IO::Socket::INET->new(LocalAddr => "127.0.0.1", LocalPort => $try, Listen => 64, ReuseAddr => 1);
    if ($server) { $port = $try; last; }
}
die "No free port between 8000 and 8020: close another copy of the guide first.\n" unless $server;
my $url = "http://127.0.0.1:$port/";
print "The guide is at $url\nLeave this window open while you use it; close it to stop.\n";
if ($^O eq "darwin") { system("open", $url); } else { system("xdg-open $url >/dev/null 2>&1 &"); }
$SIG{PIPE} = "IGNORE";

while (my $client = $server->accept) {
    binmode $client;
    my $request = <$client>;
    while (my $header = <$client>) { last if $header =~ /^\r?\n$/; }
    next unless defined $request;
    my ($method, $target) = $request =~ m{^(GET|HEAD) (\S+)};
    if (!$method) { print $client "HTTP/1.0 405 Method Not Allowed\r\nConnection: close\r\n\r\n"; close $client; next; }
    (my $path = $target) =~ s/[?#].*//;
    $path =~ s/%([0-9A-Fa-f]{2})/chr(hex($1))/ge;
    # only a path inside this folder: from its top, no "..", no control characters (a header's end)
    if ($path !~ m{^/} || $path =~ m{(^|/)\.\.(/|$)} || $path =~ /[\x00-\x1f]/) { print $client "HTTP/1.0 403 Forbidden\r\nConnection: close\r\n\r\n"; close $client; next; }
    my $file = "$root$path";
    if (-d $file && $path !~ m{/$}) {
        print $client "HTTP/1.0 301 Moved Permanently\r\nLocation: $path/\r\nConnection: close\r\n\r\n";
        close $client; next;
    }
    $file .= "index.html" if $path =~ m{/$};
    if (open(my $in, "<:raw", $file)) {
        my ($extension) = $file =~ /\.([^.\/]+)$/;
        my $type = $types{lc($extension // "")} // "application/octet-stream";
        my $size = -s $file;
        print $client "HTTP/1.0 200 OK\r\nContent-Type: $type\r\nContent-Length: $size\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n";
        if ($method eq "GET") { local $/ = \65536; while (my $chunk = <$in>) { print $client $chunk; } }
        close $in;
    } else {
        print $client "HTTP/1.0 404 Not Found\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nNot found\r\n";
    }
    close $client;
}
