; Inno Setup 6.3+ script: Windows installer around the PyInstaller one-folder bundle.
; Build on Windows, from the repository root, after the bundle (see docs/packaging.md):
;   python -m PyInstaller packaging\welcome_desktop.spec --noconfirm --distpath dist --workpath build\pyinstaller
;   iscc /DAppVersion=0.1.0 packaging\windows\welcome-desktop.iss
; Output: dist\welcome-desktop-<version>-setup.exe. Paths below are relative to this file.

#define AppName "Welcome Desktop"
#define AppExeName "welcome-desktop.exe"
#define AppPublisher "Welcome Desktop contributors"
; Never change the AppId: Windows uses it to find the installed copy for upgrades/uninstall.
#define AppId "{{21BC0B11-6E58-4EB4-B43E-F13BD8BF1531}"
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\welcome-desktop"
#endif
#ifndef IconFile
  ; written by the spec on Windows (packaging/make_icons.py renders it from app_icon.svg)
  #define IconFile "..\..\build\pyinstaller\welcome_desktop\welcome-desktop.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={#AppId}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs per user without an administrator prompt; an administrator may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=welcome-desktop-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole bundle: welcome-desktop.exe and its _internal\ folder (Python, Qt, art, translations).
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the runtime wholesale, so no file of an older Qt/Python stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
