//.kernel slm_scatter_gather_w32
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 82
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.8)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r2.6)
//.declare V36 (42)  rf=r size=32 type=d align=2 words (r1.0)
//.declare V37 (43)  rf=r size=64 type=d align=32 words (r3.0)
//.declare P1 (44)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V38 (45)  rf=r size=64 type=d align=32 words (r4.0)
//.declare P2 (46)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V40 (48)  rf=r size=64 type=d align=32 words (r5.0)
//.declare V41 (49)  rf=r size=64 type=d align=32 words (r6.0)
//.declare V43 (51)  rf=r size=64 type=d align=32 words (r7.0)
//.declare V44 (52)  rf=r size=64 type=d align=32 words (r8.0)
//.declare V45 (53)  rf=r size=128 type=d align=32 words (r9.0)
//.declare V46 (54)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (55)  rf=r size=64 type=ud align=32 words (r11.0)
//.declare  (56)  rf=r size=64 type=uq alias=+0 align=32 words (r11.0)
//.declare V47 (57)  rf=r size=32 type=d alias=V36+0 align=2 words (r1.0)
//.declare V48 (58)  rf=r size=64 type=d alias=V37+0 align=32 words (r3.0)
//.declare V49 (59)  rf=r size=128 type=d alias=V45+0 align=32 words (r9.0)
//.declare V50 (60)  rf=r size=4 type=d alias=V35+0 align=2 words (r2.6)
//.declare V51 (61)  rf=r size=64 type=ud alias=V37+0 align=32 words (r3.0)
//.declare V52 (62)  rf=r size=64 type=d alias=V38+0 align=32 words (r4.0)
//.declare V53 (63)  rf=r size=64 type=ud alias=V38+0 align=32 words (r4.0)
//.declare V54 (64)  rf=r size=64 type=ud alias=V40+0 align=32 words (r5.0)
//.declare V55 (65)  rf=r size=64 type=ud alias=V43+0 align=32 words (r7.0)
//.declare V56 (66)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (67)  rf=r size=64 type=ud align=32 words (r12.0)
//.declare  (68)  rf=r size=64 type=uq alias=+0 align=32 words (r12.0)
//.declare  (69)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (70)  rf=r size=64 type=uw align=32 words (r13.0)
//.declare  (71)  rf=r size=16 type=w align=16 words (r1.16)
//.declare  (72)  rf=r size=2 type=uw align=1 words (r1.24)
//.declare  (73)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (74)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (75)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (76)  rf=r size=32 type=ud align=2 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V35      | :d       |      4 | r2+24    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $67
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x8t.a32.ca.ca (1|M0)  r2:1  bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218C500 // $67
// B002: Preds:{B001},  Succs:{}
// slm_scatter_gather_w32_BB_0:
(W)     mov (1|M0)               r11.0<1>:uq   r2.1<0;1,0>:uq                   {Compacted,$1.dst}   // $1
        mov (8|M0)               r1.16<1>:w    0x76543210:v                               {$0.dst}   // $4
(W)     send.dc1 (16|M0)         r9       r11     null:0  0x0            0x022D04FF           {I@2,$2} // wr:1h+0, rd:2; a64 unaligned oword block read x8 // $1
        mul (8|M0)               r1.0<1>:d     r1.16<1;1,0>:w    12:w               {I@1}            // $4
        mov (1|M0)               r3.15<1>:d    60:w                                                  // $6
        mov (1|M0)               r3.14<1>:d    48:w                                                  // $7
        mov (1|M0)               r3.13<1>:d    36:w                                                  // $8
        mov (1|M0)               r3.12<1>:d    24:w                                                  // $9
        mov (1|M0)               r3.11<1>:d    12:w                                                  // $10
        mov (1|M0)               r3.10<1>:d    0:w                                                   // $11
        mov (1|M0)               r3.9<1>:d     116:w                                                 // $12
        mov (1|M0)               r3.8<1>:d     104:w                               {Compacted}       // $13
        mov (1|M0)               r4.7<1>:d     28:w                                                  // $18
        mov (1|M0)               r4.6<1>:d     16:w                                                  // $19
        mov (1|M0)               r4.5<1>:d     4:w                                                   // $20
        mov (1|M0)               r4.4<1>:d     120:w                               {Compacted}       // $21
        mov (1|M0)               r4.3<1>:d     108:w                               {Compacted}       // $22
        mov (1|M0)               r4.2<1>:d     96:w                               {Compacted}        // $23
        mov (1|M0)               r4.1<1>:d     84:w                               {Compacted}        // $24
        mov (1|M0)               r4.0<1>:d     72:w                               {Compacted}        // $25
        add (8|M0)               r3.0<1>:d     r1.0<1;1,0>:d     8:w               {Compacted}       // $5
        add (8|M0)               r4.8<1>:d     r1.0<1;1,0>:d     40:w               {Compacted}      // $17
(W)     mov (1|M0)               r1.24<1>:hf   0x1:hf                                                // $27
        mov (16|M0)              r5.0<1>:d     48:w                               {Compacted}        // $29
        mov (16|M0)              r7.0<1>:d     112:w                               {Compacted}       // $48
        mov (1|M0)               r5.14<1>:d    12:w                                                  // $30
        mov (1|M0)               r5.13<1>:d    104:w                                                 // $31
        mov (1|M0)               r5.12<1>:d    68:w                                                  // $32
        mov (1|M0)               r5.11<1>:d    32:w                                                  // $33
        mov (1|M0)               r5.10<1>:d    124:w                                                 // $34
        mov (1|M0)               r5.9<1>:d     88:w                                                  // $35
        mov (1|M0)               r5.8<1>:d     52:w                               {Compacted}        // $36
        mov (1|M0)               r5.7<1>:d     16:w                                                  // $37
        mov (1|M0)               r5.6<1>:d     108:w                                                 // $38
        mov (1|M0)               r5.5<1>:d     72:w                                                  // $39
        cmp (32|M0)   (gt)f1.0   null<1>:d     r9.0<1;1,0>:d     r2.6<0;1,0>:d    {$2.dst}           // $14
(f1.0)  send.dc0 (16|M0)         null     r3      r9:1    0x0            0x020309FE           {$3} // wr:1+1, rd:0; byte scattering write 32b // $15
(f1.0)  send.dc0 (16|M16)        null     r4      r10:1   0x0            0x020309FE           {$4} // wr:1+1, rd:0; byte scattering write 32b // $26
(f1.0)  sel (32|M0)              r13.0<1>:uw   r1.24<0;1,0>:uw   0x0:uw              {F@1}           // $27
        sync.nop                             null                             {Compacted,I@1}        // $27
        sync.nop                             null                             {Compacted,$4.src}     // $27
        xor (32|M0)   (ne)f0.0   null<2>:uw    r13.0<1;1,0>:uw   0x1:uw              {$3.src}        // $27
        mov (1|M0)               r5.4<1>:d     36:w                               {Compacted}        // $40
        mov (1|M0)               r5.3<1>:d     0:w                               {Compacted}         // $41
        mov (1|M0)               r5.2<1>:d     92:w                               {Compacted}        // $42
        mov (1|M0)               r5.1<1>:d     56:w                               {Compacted}        // $43
        mov (1|M0)               r5.0<1>:d     20:w                               {Compacted}        // $44
        mov (1|M0)               r7.14<1>:d    76:w                                                  // $49
        mov (1|M0)               r7.13<1>:d    40:w                                                  // $50
        mov (1|M0)               r7.12<1>:d    4:w                                                   // $51
        mov (1|M0)               r7.11<1>:d    96:w                                                  // $52
        mov (1|M0)               r7.10<1>:d    60:w                                                  // $53
        mov (1|M0)               r7.9<1>:d     24:w                                                  // $54
        mov (1|M0)               r7.8<1>:d     116:w                               {Compacted}       // $55
        mov (1|M0)               r7.7<1>:d     80:w                                                  // $56
        mov (1|M0)               r7.6<1>:d     44:w                                                  // $57
        mov (1|M0)               r7.5<1>:d     8:w                                                   // $58
        mov (1|M0)               r7.4<1>:d     100:w                               {Compacted}       // $59
        mov (1|M0)               r7.3<1>:d     64:w                               {Compacted}        // $60
        mov (1|M0)               r7.2<1>:d     28:w                               {Compacted}        // $61
        mov (1|M0)               r7.1<1>:d     120:w                               {Compacted}       // $62
        mov (1|M0)               r7.0<1>:d     84:w                               {Compacted}        // $63
        mov (16|M0)              r6.0<1>:f     r9.0<1;1,0>:f                    {Compacted}          // $2
(f0.0)  send.dc0 (16|M0)         r6       r5      null:0  0x0            0x021109FE           {F@1,$5} // wr:1+0, rd:1; byte gathering read 32b // $45
        mov (16|M0)              r8.0<1>:f     r10.0<1;1,0>:f                   {Compacted}          // $16
(f0.0)  send.dc0 (16|M16)        r8       r7      null:0  0x0            0x021109FE           {A@1,$6} // wr:1+0, rd:1; byte gathering read 32b // $64
(W)     mov (1|M0)               r12.0<1>:uq   r2.2<0;1,0>:uq                   {Compacted}          // $66
(f0.0)  mov (16|M0)              r9.0<1>:f     r6.0<1;1,0>:f                    {Compacted,$5.dst}   // $46
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $67
(f0.0)  mov (16|M16)             r10.0<1>:f    r8.0<1;1,0>:f                    {$6.dst}             // $65
(W)     send.dc1 (16|M0)         null     r12     r9:2    0x0            0x020D44FF           {A@1,$7} // wr:1h+2, rd:0; a64 unaligned oword block write x8 // $66
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread // $67


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 83
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
