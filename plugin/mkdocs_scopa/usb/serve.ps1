# Serves this folder (the whole guide) at http://localhost:8000/ until this window is closed,
# and opens it in the browser. PowerShell comes with Windows 10 and 11: nothing to install.
# Written by the guide's build (plugin/mkdocs_scopa/usb/serve.ps1).
$root = [IO.Path]::GetFullPath((Split-Path -Parent $MyInvocation.MyCommand.Path))
$inside = $root.TrimEnd("\") + "\"  # a file is served only from inside this folder (not from "guide2" beside it)
$types = @{
  ".html" = "text/html; charset=utf-8"; ".css" = "text/css"; ".js" = "text/javascript";
  ".mjs" = "text/javascript"; ".json" = "application/json"; ".wasm" = "application/wasm";
  ".svg" = "image/svg+xml"; ".png" = "image/png"; ".webmanifest" = "application/manifest+json";
  ".zip" = "application/zip"; ".whl" = "application/zip"; ".ipynb" = "application/json";
  ".xml" = "application/xml"; ".txt" = "text/plain; charset=utf-8"
}
$listener = $null
foreach ($port in 8000..8020) {
  $listener = New-Object System.Net.HttpListener
  $listener.Prefixes.Add("http://localhost:$port/")
  try { $listener.Start(); break } catch { $listener = $null }
}
if ($null -eq $listener) { Write-Host "No free port between 8000 and 8020: close another copy of the guide first."; Read-Host; exit 1 }
$url = "http://localhost:$port/"
Write-Host "The guide is at $url"
Write-Host "Leave this window open while you use it; close it to stop."
Start-Process $url
while ($listener.IsListening) {
  $context = $listener.GetContext()
  $response = $context.Response
  try {
    $path = [Uri]::UnescapeDataString($context.Request.Url.AbsolutePath)
    $file = [IO.Path]::GetFullPath([IO.Path]::Combine($root, ($path.TrimStart("/") -replace "/", "\")))
    if ($path.EndsWith("/")) { $file = [IO.Path]::Combine($file, "index.html") }
    if (-not ($file + "\").StartsWith($inside, [StringComparison]::OrdinalIgnoreCase)) {
      $response.StatusCode = 403
    } elseif ([IO.Directory]::Exists($file)) {
      $response.StatusCode = 301
      $response.RedirectLocation = "$path/"
    } elseif ([IO.File]::Exists($file)) {
      $extension = [IO.Path]::GetExtension($file).ToLower()
      if ($types.ContainsKey($extension)) { $response.ContentType = $types[$extension] }
      else { $response.ContentType = "application/octet-stream" }
      $response.AddHeader("Cache-Control", "no-cache")
      $bytes = [IO.File]::ReadAllBytes($file)
      $response.ContentLength64 = $bytes.Length
      $response.OutputStream.Write($bytes, 0, $bytes.Length)
    } else {
      $response.StatusCode = 404
    }
  } catch {
    # the browser closed the page while a file was on its way: nothing to do
  } finally {
    $response.Close()
  }
}
