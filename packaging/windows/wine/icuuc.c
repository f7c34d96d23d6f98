/* Qt 6 for Windows links Windows' own ICU (icuuc.dll, part of Windows 10 and 11) for the text
   codecs it does not carry itself; Wine 8 has none, and QtCore will not load without it.
   Built into the Wine prefix of the build and its tests only, never shipped: every converter
   is unavailable (ucnv_open fails), so Qt keeps to its own codecs (UTF-8, UTF-16, Latin-1,
   the system's code page), which are all the application uses. */
#include <stddef.h>
#include <stdint.h>

#define U_FILE_ACCESS_ERROR 4

void *ucnv_open(const char *name, int *error)
{
    *error = U_FILE_ACCESS_ERROR;
    return NULL;
}

const char *ucnv_getStandardName(const char *name, const char *standard, int *error)
{
    *error = U_FILE_ACCESS_ERROR;
    return NULL;
}

int32_t ucnv_countAvailable(void) { return 0; }

const char *ucnv_getAvailableName(int32_t n) { return NULL; }

/* Only ever called on a converter ucnv_open gave, so never. */
#define NEVER_CALLED(name) int name(void) { return 0; }
NEVER_CALLED(ucnv_close)
NEVER_CALLED(ucnv_reset)
NEVER_CALLED(ucnv_getMaxCharSize)
NEVER_CALLED(ucnv_getName)
NEVER_CALLED(ucnv_getToUCallBack)
NEVER_CALLED(ucnv_getFromUCallBack)
NEVER_CALLED(ucnv_setToUCallBack)
NEVER_CALLED(ucnv_setFromUCallBack)
NEVER_CALLED(ucnv_cbToUWriteUChars)
NEVER_CALLED(ucnv_cbFromUWriteUChars)
NEVER_CALLED(ucnv_toUnicode)
NEVER_CALLED(ucnv_fromUnicode)
NEVER_CALLED(ucnv_toUCountPending)
NEVER_CALLED(ucnv_fromUCountPending)
NEVER_CALLED(UCNV_FROM_U_CALLBACK_SUBSTITUTE)
NEVER_CALLED(UCNV_TO_U_CALLBACK_SUBSTITUTE)
