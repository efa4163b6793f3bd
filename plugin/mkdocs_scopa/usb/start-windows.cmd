@echo off
rem Starts the guide: double-click this file, then leave its window open while you use the guide.
powershell -NoProfile -ExecutionPolicy Bypass -File "%~dp0serve.ps1"
