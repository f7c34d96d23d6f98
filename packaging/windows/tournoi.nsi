; The Windows installer of Tournoi de belote (makensis, from packaging/windows/build.py).
;
; For the user who runs it, without administrator rights: the program goes into
; %LOCALAPPDATA%\Programs\Tournoi de belote, its shortcuts into the user's Start menu and
; desktop, the .tournoi files' association and the entry of « Programmes et fonctionnalités »
; into HKEY_CURRENT_USER. The usual switches: /S installs silently, /D=FOLDER (last, unquoted)
; chooses the folder. The uninstaller removes the program and never a tournament: the
; tournaments live where the user saved them, and the program's folder is removed only empty.
;
; Given by the build: VERSION (0.1.0), FILEVERSION (0.1.0.0), BUNDLE (PyInstaller's folder),
; ROOT (the project), OUTFILE (the setup program).

; A 64-bit installer for a 64-bit program (and Wine without its 32-bit part runs it).
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!define NAME "Tournoi de belote"
!define PUBLISHER "Tournoi de belote"
!define KEY "TournoiBelote"
!define PROGID "TournoiBelote.Tournoi"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${KEY}"
!define UNINSTALLER "desinstaller.exe"

Name "${NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "Software\${KEY}" "InstallLocation"
BrandingText "${NAME} ${VERSION}"

VIProductVersion "${FILEVERSION}"
VIAddVersionKey /LANG=1036 "ProductName" "${NAME}"
VIAddVersionKey /LANG=1036 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1036 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1036 "FileDescription" "Installation de ${NAME}"
VIAddVersionKey /LANG=1036 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1036 "LegalCopyright" "Licence MIT"

!include "MUI2.nsh"

!define MUI_ICON "${ROOT}\resources\icons\tournoi.ico"
!define MUI_UNICON "${ROOT}\resources\icons\tournoi.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\tournoi.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Lancer ${NAME}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${ROOT}\LICENSE"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "French"

; Explorer redraws the icons of .tournoi files after the association changes.
!define SHCNE_ASSOCCHANGED 0x08000000
!macro RefreshIcons
    System::Call "shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)"
!macroend

Section "${NAME}" Program
    SectionIn RO
    SetOutPath "$INSTDIR"
    ; An earlier version's libraries go first: none of them may be loaded with the new ones.
    RMDir /r "$INSTDIR\_internal"
    File /r "${BUNDLE}\*"
    WriteUninstaller "$INSTDIR\${UNINSTALLER}"

    CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\tournoi.exe" "" "$INSTDIR\tournoi.exe" 0
    CreateShortcut "$DESKTOP\${NAME}.lnk" "$INSTDIR\tournoi.exe" "" "$INSTDIR\tournoi.exe" 0

    WriteRegStr HKCU "Software\Classes\.tournoi" "" "${PROGID}"
    WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Tournoi de belote"
    WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\tournoi.exe,0"
    WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\tournoi.exe" "%1"'
    !insertmacro RefreshIcons

    WriteRegStr HKCU "Software\${KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\tournoi.exe,0"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}"'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" /S'
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

; The size « Programmes et fonctionnalités » shows, in KB.
Section "-Size"
    SectionGetSize ${Program} $0
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "Uninstall"
    ; The program's own files by name: a tournament saved in its folder stays, and so does
    ; the folder then.
    RMDir /r "$INSTDIR\_internal"
    Delete "$INSTDIR\tournoi.exe"
    Delete "$INSTDIR\tournoi-cli.exe"
    Delete "$INSTDIR\${UNINSTALLER}"
    RMDir "$INSTDIR"

    Delete "$SMPROGRAMS\${NAME}.lnk"
    Delete "$DESKTOP\${NAME}.lnk"

    ; The association only while it is still this program's.
    ReadRegStr $0 HKCU "Software\Classes\.tournoi" ""
    StrCmp $0 "${PROGID}" 0 +2
        DeleteRegKey HKCU "Software\Classes\.tournoi"
    DeleteRegKey HKCU "Software\Classes\${PROGID}"
    !insertmacro RefreshIcons

    DeleteRegKey HKCU "${UNINSTALL_KEY}"
    DeleteRegKey HKCU "Software\${KEY}"
SectionEnd
